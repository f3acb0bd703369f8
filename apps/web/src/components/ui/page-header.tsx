import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** The heading block at the top of a page: one h1 and an optional line below it. */
export function PageHeader({
  title,
  children,
  eyebrow,
}: {
  title: string;
  children?: ReactNode;
  eyebrow?: string;
}) {
  return (
    <Stack gap={6} mb="xl">
      {eyebrow ? (
        <Text tt="uppercase" fw={700} size="xs" c="leaf.7" style={{ letterSpacing: '0.12em' }}>
          {eyebrow}
        </Text>
      ) : null}
      <Title order={1}>{title}</Title>
      {children ? (
        <Text c="dimmed" size="lg" component="div">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}
