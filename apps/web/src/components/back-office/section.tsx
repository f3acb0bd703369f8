import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n';

/** One titled part of a back-office detail page: a bordered sheet named for screen readers by its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The Delete section of a detail page: what deleting does (`children`), and the button, labelled
 * `label`, that asks for the confirmation.
 */
export function DeleteSection({
  label,
  onDelete,
  children,
}: {
  label: string;
  onDelete: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Section title={t('back-office.section.delete')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        <Button
          color="red.8"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
        >
          {label}
        </Button>
      </Stack>
    </Section>
  );
}
