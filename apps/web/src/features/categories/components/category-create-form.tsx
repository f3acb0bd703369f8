import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { CATEGORY_NAME_MAX, CategoryBody, MESSAGES } from '@lumbung/contracts';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateCategory } from '../api/categories';

export const CATEGORY_CREATED_TOAST = 'Category created: shoppers can browse it now.';

/** A new category: its name, checked by the contract, unique on the server (409 on the field). */
export function CategoryCreateForm() {
  const create = useCreateCategory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CategoryBody.safeParse({ category_name: name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.CATEGORY_CREATE_FAILED);
      return;
    }
    setError(null);
    create.mutate(parsed.data.category_name, {
      onSuccess: (category) => {
        setName('');
        toast.success(CATEGORY_CREATED_TOAST, category.category_name);
      },
      onError: (failure) =>
        setError(
          fieldErrorsFor(failure, ['category_name']).category_name ??
            errorMessage(failure, MESSAGES.CATEGORY_CREATE_FAILED),
        ),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="New category">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="New category"
          placeholder="e.g. Spices and Herbs"
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
          Add category
        </Button>
      </Group>
    </form>
  );
}
