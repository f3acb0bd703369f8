import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { ADMIN_JOURNAL_CATEGORIES, StockJournalLine, type InventoryRow } from '@lumbung/contracts';
import { FormError } from '@/components/back-office/form-error';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { STOCK_CATEGORY_LABELS } from '@/components/back-office/stock-categories';
import { toast } from '@/components/ui/toast';
import { t, useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { getInventoryQueryOptions } from '../api/get-inventory';
import { usePostStockJournal } from '../api/post-stock-journal';

type JournalCategory = (typeof ADMIN_JOURNAL_CATEGORIES)[number];
type Line = { inventoryId: string | null; stockChange: number | string; changeCategory: JournalCategory };
type JournalValues = { inventories: Line[]; note: string };

const newLine = (inventoryId: string | null = null): Line => ({
  inventoryId,
  stockChange: '',
  changeCategory: 'RESTOCK',
});

const NOTE_MAX = 500;

/**
 * What the contract's line rule (StockJournalLine) says about a line, in the language shown: the
 * rule decides, each of its refusals has its text here.
 */
function lineIssueText(issue: z.core.$ZodIssue, line: Line): string {
  if (issue.path[0] === 'changeCategory') return t('store-admin.journal.categoryInvalid');
  if (issue.code === 'too_small') return t('store-admin.journal.changeMin');
  if (issue.code === 'too_big') return t('store-admin.journal.changeMax');
  if (issue.code === 'custom') {
    return line.changeCategory === 'SOLD' && Number(line.stockChange) > 0
      ? t('store-admin.journal.soldPositive')
      : t('store-admin.journal.changeNotZero');
  }
  return t('store-admin.journal.changeWhole');
}

/** The product of one line: searched on the server among the store's shelves. */
function ProductSelect({
  storeId,
  known,
  value,
  onPick,
  error,
  label,
}: {
  storeId: number;
  known: Map<number, InventoryRow>;
  value: string | null;
  onPick: (row: InventoryRow | null) => void;
  error?: string;
  label: string;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const options = useQuery(
    getInventoryQueryOptions(storeId, {
      pageSize: 20,
      sortField: 'product_name',
      sortOrder: 'asc',
      ...(debounced.trim() ? { search: debounced.trim() } : {}),
    }),
  );
  const rows = options.data?.data ?? [];
  const chosen = value ? known.get(Number(value)) : undefined;
  const data = [
    ...(chosen && !rows.some((r) => r.inventory_id === chosen.inventory_id) ? [chosen] : []),
    ...rows,
  ];
  return (
    <Select
      label={label}
      placeholder={t('store-admin.journal.searchProduct')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        options.isFetching ? t('store-admin.journal.searching') : t('store-admin.journal.noProduct')
      }
      data={data.map((row) => ({
        value: String(row.inventory_id),
        label: t('store-admin.journal.productOption', { name: row.product.product_name, stock: row.stock }),
      }))}
      value={value}
      onChange={(next) => onPick(data.find((row) => String(row.inventory_id) === next) ?? null)}
      error={error}
      required
      style={{ flex: '2 1 220px', minWidth: 0 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The stock journal (docs/product.md §5, §7): several lines at once, each a product, a change and a category,
 * with one note for all; all lines are saved or none. A SOLD line cannot add stock; no line may take
 * a shelf below 0.
 */
export function StockJournalForm({
  storeId,
  initial = [],
  onDone,
}: {
  storeId: number;
  /** Shelves to start with (chosen from the inventory list). */
  initial?: readonly InventoryRow[];
  onDone?: () => void;
}) {
  const t = useT();
  const mutation = usePostStockJournal(storeId);
  const [formError, setFormError] = useState<string | null>(null);
  const [known, setKnown] = useState(() => new Map(initial.map((row) => [row.inventory_id, row])));
  const form = useForm<JournalValues>({
    initialValues: {
      inventories: initial.length ? initial.map((row) => newLine(String(row.inventory_id))) : [newLine()],
      note: '',
    },
    validate: (values) => {
      const errors: Record<string, string> = {};
      values.inventories.forEach((line, index) => {
        if (!line.inventoryId)
          errors[`inventories.${index}.inventoryId`] = t('store-admin.journal.chooseProduct');
        if (line.stockChange === '') {
          errors[`inventories.${index}.stockChange`] = t('store-admin.journal.enterChange');
          return;
        }
        const parsed = StockJournalLine.safeParse({
          inventoryId: Number(line.inventoryId ?? 0) || 1,
          stockChange: Number(line.stockChange),
          changeCategory: line.changeCategory,
        });
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const key = `inventories.${index}.${String(issue.path[0] ?? 'stockChange')}`;
            errors[key] ??= lineIssueText(issue, line);
          }
          return;
        }
        const shelf = line.inventoryId ? known.get(Number(line.inventoryId)) : undefined;
        if (shelf && shelf.stock + Number(line.stockChange) < 0) {
          errors[`inventories.${index}.stockChange`] = t('store-admin.journal.belowZero', {
            stock: shelf.stock,
          });
        }
      });
      if (values.note.length > NOTE_MAX) errors.note = t('store-admin.journal.noteMax', { max: NOTE_MAX });
      return errors;
    },
  });

  const fieldNames = useMemo(
    () =>
      form.values.inventories.flatMap((_, i) => [
        `inventories.${i}.inventoryId`,
        `inventories.${i}.stockChange`,
        `inventories.${i}.changeCategory`,
      ]),
    [form.values.inventories],
  );

  const submit = form.onSubmit((values) => {
    setFormError(null);
    mutation.mutate(
      {
        inventories: values.inventories.map((line) => ({
          inventoryId: Number(line.inventoryId),
          stockChange: Number(line.stockChange),
          changeCategory: line.changeCategory,
        })),
        ...(values.note.trim() ? { note: values.note.trim() } : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          form.reset();
          onDone?.();
        },
        onError: (error) => {
          const onFields = fieldErrorsFor(error, [...fieldNames, 'note']);
          form.setErrors(onFields);
          setFormError(errorMessage(error, t('store-admin.journal.failed')));
        },
      },
    );
  });

  const lines = form.values.inventories;
  return (
    <form onSubmit={submit} noValidate aria-label={t('store-admin.journal.form')}>
      <Stack gap="md">
        <FormError error={formError} />
        {lines.map((line, index) => {
          const shelf = line.inventoryId ? known.get(Number(line.inventoryId)) : undefined;
          const change = Number(line.stockChange);
          const after =
            shelf && line.stockChange !== '' && Number.isFinite(change) ? shelf.stock + change : null;
          return (
            <Paper key={index} withBorder radius="md" p="sm" component="fieldset" m={0}>
              <Text component="legend" size="sm" fw={700} px={4}>
                {t('store-admin.journal.line', { number: index + 1 })}
              </Text>
              <Group gap="sm" align="flex-start" wrap="wrap">
                <ProductSelect
                  storeId={storeId}
                  known={known}
                  label={t('store-admin.journal.product')}
                  value={line.inventoryId}
                  error={form.errors[`inventories.${index}.inventoryId`] as string | undefined}
                  onPick={(row) => {
                    if (row) setKnown((map) => new Map(map).set(row.inventory_id, row));
                    form.setFieldValue(
                      `inventories.${index}.inventoryId`,
                      row ? String(row.inventory_id) : null,
                    );
                  }}
                />
                <Select
                  label={t('store-admin.journal.category')}
                  data={ADMIN_JOURNAL_CATEGORIES.map((c) => ({
                    value: c,
                    label: t(STOCK_CATEGORY_LABELS[c]),
                  }))}
                  allowDeselect={false}
                  required
                  style={{ flex: '1 1 150px' }}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps(`inventories.${index}.changeCategory`)}
                />
                <NumberInput
                  label={t('store-admin.journal.change')}
                  description={
                    after !== null
                      ? t('store-admin.journal.changeFromTo', { from: shelf?.stock ?? 0, to: after })
                      : t('store-admin.journal.changeHint')
                  }
                  allowDecimal={false}
                  required
                  style={{ flex: '1 1 140px' }}
                  {...form.getInputProps(`inventories.${index}.stockChange`)}
                />
                {lines.length > 1 ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    aria-label={t('store-admin.journal.removeLine', { number: index + 1 })}
                    onClick={() => form.removeListItem('inventories', index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Group>
            </Paper>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('inventories', newLine())}
            disabled={lines.length >= 100}
          >
            {t('store-admin.journal.addLine')}
          </Button>
        </Group>
        <Textarea
          label={t('store-admin.journal.note')}
          description={t('store-admin.journal.noteHint')}
          rows={3}
          maxLength={NOTE_MAX}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('store-admin.journal.save', { count: lines.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
