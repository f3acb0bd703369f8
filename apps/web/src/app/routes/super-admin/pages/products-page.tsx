import { Alert, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { FormDrawer, useNewFormParam } from '@/components/back-office/form-drawer';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAllCategories } from '@/features/categories';
import { ProductForm, ProductsTable } from '@/features/products';

export const PRODUCT_CREATED_TOAST = 'Product created: every store has a shelf for it at stock 0.';

/** The catalogue shared by every store, and the form for a new product (`?new` keeps it open). */
export function ProductsPage() {
  const navigate = useNavigate();
  const categories = useAllCategories();
  const [creating, setCreating] = useNewFormParam();

  return (
    <>
      <PageHeader title="Products" eyebrow="Super admin">
        The product catalogue shared by all stores, with pictures and prices.
      </PageHeader>
      {categories.isError ? (
        <Alert role="alert" color="red" variant="light" mb="md">
          {errorMessage(categories.error, MESSAGES.CATEGORIES_FETCH_FAILED)}
        </Alert>
      ) : null}
      <ProductsTable
        categories={categories.data ?? []}
        productHref={ROUTES.superAdminProduct}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            New product
          </Button>
        }
      />
      <FormDrawer
        opened={creating}
        onClose={() => setCreating(false)}
        title="New product"
        closeLabel="Close the new product form"
      >
        <ProductForm
          categories={categories.data ?? []}
          onCreated={(product) => {
            toast.success(PRODUCT_CREATED_TOAST, product.product_name);
            void navigate(ROUTES.superAdminProduct(product.product_id));
          }}
        />
      </FormDrawer>
    </>
  );
}
