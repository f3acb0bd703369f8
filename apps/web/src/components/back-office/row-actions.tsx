import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useCallback, type ReactNode } from 'react';
import { useConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { useT } from '@/i18n';

/** One button of a row: an icon named by `label` for screen readers, with a tooltip. */
export type RowAction = {
  label: string;
  /** The tooltip, when it says something else than the label. */
  tooltip?: string;
  icon: ReactNode;
  color?: string;
  variant?: 'subtle' | 'light';
  disabled?: boolean;
  onClick: () => void;
};

export function RowActionButton({ action }: { action: RowAction }) {
  return (
    <Tooltip label={action.tooltip ?? action.label}>
      <ActionIcon
        variant={action.variant ?? 'subtle'}
        color={action.color}
        aria-label={action.label}
        disabled={action.disabled}
        onClick={action.onClick}
      >
        {action.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's buttons side by side; `end` puts them at the right edge of a right-aligned column. */
export function RowActions({ actions, end = false }: { actions: readonly RowAction[]; end?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap" justify={end ? 'flex-end' : undefined}>
      {actions.map((action) => (
        <RowActionButton key={action.label} action={action} />
      ))}
    </Group>
  );
}

/** The Save and Cancel of the one row in edit mode (docs/product.md §4). */
export function EditRowActions({
  saving,
  onSave,
  onCancel,
}: {
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button size="xs" leftSection={<IconCheck size={14} aria-hidden />} loading={saving} onClick={onSave}>
        {t('back-office.common.save')}
      </Button>
      <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
        {t('back-office.common.cancel')}
      </Button>
    </Group>
  );
}

/** A confirmed row action: `run` once the person confirms (a refusal keeps the dialog open), then `done`. */
export type ConfirmedAction = Omit<ConfirmRequest, 'callback'> & {
  run: () => Promise<unknown>;
  done: () => void;
};

/** Asks the confirmation dialog first, as every removal of the back-office does. */
export function useConfirmedAction() {
  const confirm = useConfirmDialog();
  return useCallback(
    ({ run, done, ...request }: ConfirmedAction) =>
      confirm.show({
        ...request,
        callback: async () => {
          await run();
          done();
        },
      }),
    [confirm],
  );
}
