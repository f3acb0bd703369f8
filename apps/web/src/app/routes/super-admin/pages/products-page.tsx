import { Alert, Button, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAllCategories } from '@/features/categories';
import { ProductForm, ProductsTable } from '@/features/products';

export const PRODUCT_CREATED_TOAST = 'Product created: every store has a shelf for it at stock 0.';

/** The catalogue shared by every store, and the form for a new product (`?new` keeps it open). */
export function ProductsPage() {
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const categories = useAllCategories();
  const creating = params.has('new');
  const setCreating = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set('new', '');
      else next.delete('new');
      return next;
    });

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
      <Drawer
        opened={creating}
        onClose={() => setCreating(false)}
        position="right"
        size={phone ? '100%' : 'lg'}
        title="New product"
        closeButtonProps={{ 'aria-label': 'Close the new product form' }}
      >
        <ProductForm
          categories={categories.data ?? []}
          onCreated={(product) => {
            toast.success(PRODUCT_CREATED_TOAST, product.product_name);
            void navigate(ROUTES.superAdminProduct(product.product_id));
          }}
        />
      </Drawer>
    </>
  );
}
