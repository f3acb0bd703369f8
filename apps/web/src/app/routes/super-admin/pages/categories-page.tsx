import { Paper } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { CategoriesTable, CategoryCreateForm } from '@/features/categories';

/** Product categories: a new one, the list with rename in place and delete after a confirmation. */
export function CategoriesPage() {
  return (
    <>
      <PageHeader title="Categories" eyebrow="Super admin">
        Product categories shoppers browse by.
      </PageHeader>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="lg">
        <CategoryCreateForm />
      </Paper>
      <CategoriesTable />
    </>
  );
}
