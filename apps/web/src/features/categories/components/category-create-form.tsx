import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { CATEGORY_NAME_MAX } from '@lumbung/contracts';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useCreateCategory } from '../api/categories';
import { CATEGORY_FIELDS, checkCategory, type CategoryErrors } from '../lib/category-body';

/**
 * A new category: its name and, if the admin gives it, its name in Bahasa Indonesia; both checked
 * by the contract, the name unique on the server (409 on the field).
 */
export function CategoryCreateForm() {
  const t = useT();
  const create = useCreateCategory();
  const [name, setName] = useState('');
  const [nameId, setNameId] = useState('');
  const [errors, setErrors] = useState<CategoryErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCategory(name, nameId);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const { category_name, category_name_id } = checked.names;
    create.mutate(
      { category_name, ...(category_name_id === null ? {} : { category_name_id }) },
      {
        onSuccess: (category) => {
          setName('');
          setNameId('');
          toast.success(t('super-admin.categories.created'), category.category_name);
        },
        onError: (failure) => {
          const onFields = fieldErrorsFor(failure, CATEGORY_FIELDS);
          setErrors(
            Object.keys(onFields).length > 0
              ? onFields
              : { category_name: errorMessage(failure, t('super-admin.error.categoryCreate')) },
          );
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('super-admin.categories.new')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Stack gap="sm" style={{ flex: '1 1 240px' }}>
          <TextInput
            label={t('super-admin.categories.new')}
            placeholder={t('super-admin.categories.newPlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={CATEGORY_NAME_MAX + 10}
            error={errors.category_name}
          />
          <TextInput
            label={t('super-admin.categories.nameId')}
            description={t('super-admin.categories.nameIdHint')}
            placeholder={t('super-admin.categories.nameIdPlaceholder')}
            lang="id"
            value={nameId}
            onChange={(event) => setNameId(event.currentTarget.value)}
            maxLength={CATEGORY_NAME_MAX + 10}
            error={errors.category_name_id}
          />
        </Stack>
        <Button
          type="submit"
          mt={25}
          loading={create.isPending}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('super-admin.categories.add')}
        </Button>
      </Group>
    </form>
  );
}
