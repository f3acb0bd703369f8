import { ActionIcon, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCategory, IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CATEGORY_NAME_MAX, CategoryBody, MESSAGES, type AdminCategory } from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { useConfirmedAction } from '@/components/back-office/row-actions';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useCategories, useRemoveCategory, useRenameCategory } from '../api/categories';

export const CATEGORIES_LIST: ListParamsConfig<'category_name', never> = {
  sortFields: ['category_name'],
  defaultSort: { field: 'category_name', order: 'asc' },
};
export const CATEGORY_RENAMED_TOAST = 'Category renamed';
export const CATEGORY_DELETED_TOAST = 'Category deleted';

/** The name of one row in edit mode: its own draft, saved with one call, Escape to cancel. */
function RenameForm({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const rename = useRenameCategory();
  const [name, setName] = useState(category.category_name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CategoryBody.safeParse({ category_name: name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.CATEGORY_UPDATE_FAILED);
      return;
    }
    if (parsed.data.category_name === category.category_name) {
      onClose();
      return;
    }
    rename.mutate(
      { id: category.category_id, category_name: parsed.data.category_name },
      {
        onSuccess: () => {
          toast.success(CATEGORY_RENAMED_TOAST);
          onClose();
        },
        onError: (failure) =>
          setError(
            fieldErrorsFor(failure, ['category_name']).category_name ??
              errorMessage(failure, MESSAGES.CATEGORY_UPDATE_FAILED),
          ),
      },
    );
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Rename ${category.category_name}`}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={`New name for ${category.category_name}`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={escape}
          maxLength={CATEGORY_NAME_MAX + 10}
          error={error}
          size="sm"
          data-autofocus
          autoFocus
          style={{ flex: '1 1 180px', minWidth: 0 }}
        />
        <Tooltip label="Save">
          <ActionIcon type="submit" size="lg" aria-label="Save the name" loading={rename.isPending}>
            <IconCheck size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Cancel">
          <ActionIcon variant="default" size="lg" aria-label="Cancel renaming" onClick={onClose}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </form>
  );
}

const helper = backOfficeColumns<AdminCategory>();

/**
 * Live categories by name, 10 a page, with a search; a row is renamed in place (one row in edit
 * mode at a time, docs/product.md §4: starting another row's edit leaves the first) and deleted after the
 * confirmation dialog, which shows the server's refusal when products remain.
 */
export function CategoriesTable() {
  const list = useListParams(CATEGORIES_LIST);
  const query = useCategories({ page: list.page, ...(list.search ? { search: list.search } : {}) });
  const remove = useRemoveCategory();
  const confirmed = useConfirmedAction();
  const [editing, setEditing] = useState<number | null>(null);

  const columns = useMemo(() => {
    const askDelete = (category: AdminCategory) =>
      confirmed({
        title: 'Delete this category?',
        message:
          category.product_count > 0
            ? `“${category.category_name}” still holds ${category.product_count} product(s); it can be deleted once they are moved or deleted.`
            : `“${category.category_name}” leaves the shop's categories. This cannot be undone from here.`,
        confirmLabel: 'Delete category',
        fallbackError: MESSAGES.CATEGORY_DELETE_FAILED,
        run: () => remove.mutateAsync(category.category_id),
        done: () => {
          if (editing === category.category_id) setEditing(null);
          toast.success(CATEGORY_DELETED_TOAST, category.category_name);
        },
      });
    return helper.columns([
      helper.accessor('category_name', {
        header: 'Category',
        meta: { card: 'title' },
        cell: ({ row }) =>
          editing === row.original.category_id ? (
            <RenameForm category={row.original} onClose={() => setEditing(null)} />
          ) : (
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.original.category_name}
            </Text>
          ),
      }),
      helper.accessor('product_count', {
        header: 'Products',
        meta: { align: 'right' },
        cell: ({ getValue }) => getValue(),
      }),
      helper.display({
        id: 'actions',
        header: 'Actions',
        meta: { align: 'right' },
        cell: ({ row }) => (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={`Rename ${row.original.category_name}`}
              disabled={editing === row.original.category_id}
              onClick={() => setEditing(row.original.category_id)}
            >
              Rename
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              styles={{ root: { color: 'var(--mantine-color-red-9)' } }}
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Delete ${row.original.category_name}`}
              onClick={() => askDelete(row.original)}
            >
              Delete
            </Button>
          </Group>
        ),
      }),
    ]);
  }, [editing, confirmed, remove]);

  return (
    <ListTable
      list={list}
      search={{ label: 'Search categories', placeholder: 'Category name' }}
      sortable={false}
      label="Categories"
      columns={columns}
      query={query}
      rowKey={(row) => row.category_id}
      onPageChange={(page) => {
        setEditing(null);
        list.setPage(page);
      }}
      errorFallback={MESSAGES.CATEGORIES_FETCH_FAILED}
      empty={{
        icon: <IconCategory size={32} aria-hidden />,
        title: 'No categories yet',
        filteredTitle: 'No category matches this search',
      }}
    />
  );
}
