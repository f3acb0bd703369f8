import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '@/i18n';

type CopyValueProps = {
  /** What the shopper reads, e.g. "Rp 145.123". */
  display: string;
  /** What goes to the clipboard, e.g. "145123" (a bank app wants digits). */
  value: string;
  /** Names the button: "Copy account number". */
  label: string;
  size?: 'md' | 'lg' | 'xl';
  testId?: string;
};

/** A value to type into a bank app, with a button that copies it. */
export function CopyValue({ display, value, label, size = 'lg', testId }: CopyValueProps) {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={800} size={size} ff="monospace" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {display}
      </Text>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('shop.copy.done') : label} withArrow>
            <ActionIcon
              variant={copied ? 'filled' : 'light'}
              radius="xl"
              size="lg"
              aria-label={copied ? t('shop.copy.doneFor', { label }) : label}
              onClick={copy}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
