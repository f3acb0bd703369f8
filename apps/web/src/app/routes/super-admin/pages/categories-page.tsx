import { Paper } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { CategoriesTable, CategoryCreateForm } from '@/features/categories';
import { useT } from '@/i18n';

/** Product categories: a new one, the list with rename in place and delete after a confirmation. */
export function CategoriesPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('super-admin.section.categories.label')} eyebrow={t('super-admin.area')}>
        {t('super-admin.section.categories.description')}
      </PageHeader>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="lg">
        <CategoryCreateForm />
      </Paper>
      <CategoriesTable />
    </>
  );
}
