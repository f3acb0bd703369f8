import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCategory, IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CATEGORY_NAME_MAX, type AdminCategory } from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { useConfirmedAction } from '@/components/back-office/row-actions';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useCategories, useRemoveCategory, useRenameCategory } from '../api/categories';
import { CATEGORY_FIELDS, changedNames, checkCategory, type CategoryErrors } from '../lib/category-body';

export const CATEGORIES_LIST: ListParamsConfig<'category_name', never> = {
  sortFields: ['category_name'],
  defaultSort: { field: 'category_name', order: 'asc' },
};

/**
 * The names of one row in edit mode: its own draft, saved with one call (the Indonesian name only
 * when it changed), Escape to cancel.
 */
function RenameForm({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const t = useT();
  const rename = useRenameCategory();
  const [name, setName] = useState(category.category_name);
  const [nameId, setNameId] = useState(category.category_name_id ?? '');
  const [errors, setErrors] = useState<CategoryErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCategory(name, nameId);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    const body = changedNames(category, checked.names);
    if (!body) {
      onClose();
      return;
    }
    rename.mutate(
      { id: category.category_id, body },
      {
        onSuccess: () => {
          toast.success(t('super-admin.categories.renamed'));
          onClose();
        },
        onError: (failure) => {
          const onFields = fieldErrorsFor(failure, CATEGORY_FIELDS);
          setErrors(
            Object.keys(onFields).length > 0
              ? onFields
              : { category_name: errorMessage(failure, t('super-admin.error.categoryUpdate')) },
          );
        },
      },
    );
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('super-admin.categories.renameOf', { name: category.category_name })}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Stack gap={6} style={{ flex: '1 1 180px', minWidth: 0 }}>
          <TextInput
            aria-label={t('super-admin.categories.newNameOf', { name: category.category_name })}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={escape}
            maxLength={CATEGORY_NAME_MAX + 10}
            error={errors.category_name}
            size="sm"
            data-autofocus
            autoFocus
          />
          <TextInput
            aria-label={t('super-admin.categories.newNameIdOf', { name: category.category_name })}
            placeholder={t('super-admin.categories.nameId')}
            lang="id"
            value={nameId}
            onChange={(event) => setNameId(event.currentTarget.value)}
            onKeyDown={escape}
            maxLength={CATEGORY_NAME_MAX + 10}
            error={errors.category_name_id}
            size="sm"
          />
        </Stack>
        <Tooltip label={t('super-admin.common.save')}>
          <ActionIcon
            type="submit"
            size="lg"
            aria-label={t('super-admin.categories.saveName')}
            loading={rename.isPending}
          >
            <IconCheck size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('super-admin.common.cancel')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('super-admin.categories.cancelRename')}
            onClick={onClose}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </form>
  );
}

/** Both names of a category: the Indonesian one under the other, or a note that it has none yet. */
function Names({ category }: { category: AdminCategory }) {
  const t = useT();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} lang="en" style={{ overflowWrap: 'anywhere' }}>
        {category.category_name}
      </Text>
      {category.category_name_id ? (
        <Text size="sm" lang="id" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {category.category_name_id}
        </Text>
      ) : (
        <Text size="xs" c="gray.7" fs="italic">
          {t('super-admin.categories.noNameId')}
        </Text>
      )}
    </Stack>
  );
}

const helper = backOfficeColumns<AdminCategory>();

/**
 * Live categories by name with their Indonesian names, 10 a page, with a search (either name); a
 * row's names are edited in place (one row in edit mode at a time, docs/product.md §4: starting
 * another row's edit leaves the first) and deleted after the confirmation dialog, which shows the
 * server's refusal when products remain.
 */
export function CategoriesTable() {
  const t = useT();
  // `t` is a new function in each language: the columns are made again then (their headers),
  // and otherwise keep their cells, so the row being renamed keeps its input.
  const list = useListParams(CATEGORIES_LIST);
  const query = useCategories({ page: list.page, ...(list.search ? { search: list.search } : {}) });
  const remove = useRemoveCategory();
  const confirmed = useConfirmedAction();
  const [editing, setEditing] = useState<number | null>(null);

  const columns = useMemo(() => {
    const askDelete = (category: AdminCategory) =>
      confirmed({
        title: t('super-admin.categories.deleteTitle'),
        message:
          category.product_count > 0
            ? t('super-admin.categories.deleteHasProducts', {
                name: category.category_name,
                count: category.product_count,
              })
            : t('super-admin.categories.deleteMessage', { name: category.category_name }),
        confirmLabel: t('super-admin.categories.delete'),
        fallbackError: t('super-admin.error.categoryDelete'),
        run: () => remove.mutateAsync(category.category_id),
        done: () => {
          if (editing === category.category_id) setEditing(null);
          toast.success(t('super-admin.categories.deleted'), category.category_name);
        },
      });
    return helper.columns([
      helper.accessor('category_name', {
        header: t('super-admin.categories.column.category'),
        meta: { card: 'title' },
        cell: ({ row }) =>
          editing === row.original.category_id ? (
            <RenameForm category={row.original} onClose={() => setEditing(null)} />
          ) : (
            <Names category={row.original} />
          ),
      }),
      helper.accessor('product_count', {
        header: t('super-admin.categories.column.products'),
        meta: { align: 'right' },
        cell: ({ getValue }) => getValue(),
      }),
      helper.display({
        id: 'actions',
        header: t('super-admin.common.actions'),
        meta: { align: 'right' },
        cell: ({ row }) => (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t('super-admin.categories.renameOf', { name: row.original.category_name })}
              disabled={editing === row.original.category_id}
              onClick={() => setEditing(row.original.category_id)}
            >
              {t('super-admin.categories.rename')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              styles={{ root: { color: 'var(--mantine-color-red-9)' } }}
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t('super-admin.categories.deleteOf', { name: row.original.category_name })}
              onClick={() => askDelete(row.original)}
            >
              {t('super-admin.common.delete')}
            </Button>
          </Group>
        ),
      }),
    ]);
  }, [t, editing, confirmed, remove]);

  return (
    <ListTable
      list={list}
      search={{
        label: t('super-admin.categories.search'),
        placeholder: t('super-admin.categories.searchPlaceholder'),
      }}
      sortable={false}
      label={t('super-admin.section.categories.label')}
      columns={columns}
      query={query}
      rowKey={(row) => row.category_id}
      onPageChange={(page) => {
        setEditing(null);
        list.setPage(page);
      }}
      errorFallback={t('super-admin.error.categoriesFetch')}
      empty={{
        icon: <IconCategory size={32} aria-hidden />,
        title: t('super-admin.section.categories.empty'),
        filteredTitle: t('super-admin.categories.noMatch'),
      }}
    />
  );
}
