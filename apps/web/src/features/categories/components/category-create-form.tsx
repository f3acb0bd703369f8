import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { CATEGORY_NAME_MAX, CategoryBody } from '@lumbung/contracts';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useCreateCategory } from '../api/categories';
import { ruleText } from '../lib/rule-texts';

/** A new category: its name, checked by the contract, unique on the server (409 on the field). */
export function CategoryCreateForm() {
  const t = useT();
  const create = useCreateCategory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CategoryBody.safeParse({ category_name: name });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(issue ? ruleText(issue) : t('super-admin.error.categoryCreate'));
      return;
    }
    setError(null);
    create.mutate(parsed.data.category_name, {
      onSuccess: (category) => {
        setName('');
        toast.success(t('super-admin.categories.created'), category.category_name);
      },
      onError: (failure) =>
        setError(
          fieldErrorsFor(failure, ['category_name']).category_name ??
            errorMessage(failure, t('super-admin.error.categoryCreate')),
        ),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('super-admin.categories.new')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('super-admin.categories.new')}
          placeholder={t('super-admin.categories.newPlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={CATEGORY_NAME_MAX + 10}
          error={error}
          style={{ flex: '1 1 240px' }}
        />
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
