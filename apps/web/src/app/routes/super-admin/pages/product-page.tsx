import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { formatRupiah, MESSAGES, ROUTES } from '@lumbung/contracts';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import {
  ProductDescriptionEditor,
  ProductImageEditor,
  ProductNameEditor,
  ProductPriceEditor,
  useAdminProduct,
  useRemoveProduct,
} from '@/features/products';
import { DeleteSection, Section } from '@/components/back-office/section';
import { BackLink, DETAIL_LOADING, DetailHeader, DetailState } from '@/components/back-office/detail-state';

export const PRODUCT_DELETED_TOAST = 'Product deleted: it has left every shelf.';

/**
 * One product: name, description and price each saved by its own call (docs/product.md §5), each picture
 * replaced in place, and a soft delete behind the confirmation dialog.
 */
export function ProductPage() {
  const raw = useParams().productId ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const product = useAdminProduct(id);
  const remove = useRemoveProduct();
  const confirm = useConfirmDialog();
  const navigate = useNavigate();
  const header = {
    title: 'Product',
    eyebrow: 'Super admin',
    back: <BackLink to={ROUTES.superAdminPages.products}>All products</BackLink>,
  };

  if (product.isPending || product.isError)
    return <DetailState query={product} {...header} {...DETAIL_LOADING.product} />;
  const p = product.data;
  const askDelete = () =>
    confirm.show({
      title: 'Delete this product?',
      message: `“${p.product_name}” leaves every store's shelves and can no longer be bought. Orders that already hold it keep it.`,
      confirmLabel: 'Delete product',
      fallbackError: MESSAGES.PRODUCT_DELETE_FAILED,
      callback: async () => {
        await remove.mutateAsync(p.product_id);
        toast.success(PRODUCT_DELETED_TOAST, p.product_name);
        await navigate(ROUTES.superAdminPages.products);
      },
    });

  return (
    <>
      <DetailHeader {...header} title={p.product_name}>
        <Badge variant="light" radius="sm" styles={{ root: { color: 'var(--mantine-color-leaf-9)' } }}>
          {p.category_name}
        </Badge>
        <Text size="sm">
          {formatRupiah(p.price)} · {p.availability.toLocaleString('id-ID')} in stock across stores
        </Text>
      </DetailHeader>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Section title="Name">
            <ProductNameEditor key={`name-${p.product_id}`} product={p} />
          </Section>
          <Section title="Price">
            <ProductPriceEditor key={`price-${p.product_id}`} product={p} />
          </Section>
          <Section title="Description">
            <ProductDescriptionEditor key={`description-${p.product_id}`} product={p} />
          </Section>
        </Stack>
        <Stack gap="lg">
          <Section title="Pictures">
            <Stack gap="lg">
              {p.product_images.length === 0 ? (
                <Text size="sm" c="dimmed">
                  This product has no picture.
                </Text>
              ) : (
                p.product_images.map((image, index) => (
                  <ProductImageEditor key={image.product_image_id} product={p} image={image} index={index} />
                ))
              )}
            </Stack>
          </Section>
          <DeleteSection label="Delete product" onDelete={askDelete}>
            Deleting takes the product off every shelf at once. Past orders keep its name and price.
          </DeleteSection>
        </Stack>
      </SimpleGrid>
    </>
  );
}
