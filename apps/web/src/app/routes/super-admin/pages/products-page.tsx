import { Alert, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { FormDrawer, useNewFormParam } from '@/components/back-office/form-drawer';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAllCategories, useCategoriesInLanguage } from '@/features/categories';
import { ProductForm, ProductsTable } from '@/features/products';
import { useT } from '@/i18n';

/** The catalogue shared by every store, and the form for a new product (`?new` keeps it open). */
export function ProductsPage() {
  const t = useT();
  const navigate = useNavigate();
  const categories = useAllCategories();
  // The pickers and the list name each category in the language shown.
  const named = useCategoriesInLanguage(categories.data);
  const [creating, setCreating] = useNewFormParam();

  return (
    <>
      <PageHeader title={t('super-admin.section.products.label')} eyebrow={t('super-admin.area')}>
        {t('super-admin.section.products.description')}
      </PageHeader>
      {categories.isError ? (
        <Alert role="alert" color="red" variant="light" mb="md">
          {errorMessage(categories.error, t('super-admin.error.categoriesFetch'))}
        </Alert>
      ) : null}
      <ProductsTable
        categories={named}
        productHref={ROUTES.superAdminProduct}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {t('super-admin.products.new')}
          </Button>
        }
      />
      <FormDrawer
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('super-admin.products.new')}
        closeLabel={t('super-admin.products.closeNew')}
      >
        <ProductForm
          categories={named}
          onCreated={(product) => {
            toast.success(t('super-admin.products.created'), product.product_name);
            void navigate(ROUTES.superAdminProduct(product.product_id));
          }}
        />
      </FormDrawer>
    </>
  );
}
