import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { formatRupiah, ROUTES } from '@lumbung/contracts';
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
import { useAllCategories, useCategoriesInLanguage } from '@/features/categories';
import { BackLink, DETAIL_LOADING, DetailHeader, DetailState } from '@/components/back-office/detail-state';
import { useT } from '@/i18n';

/**
 * One product: name, description and price each saved by its own call (docs/product.md §5), each picture
 * replaced in place, and a soft delete behind the confirmation dialog.
 */
export function ProductPage() {
  const t = useT();
  const raw = useParams().productId ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const product = useAdminProduct(id);
  const categories = useCategoriesInLanguage(useAllCategories().data);
  const remove = useRemoveProduct();
  const confirm = useConfirmDialog();
  const navigate = useNavigate();
  const header = {
    title: t('super-admin.product.title'),
    eyebrow: t('super-admin.area'),
    back: <BackLink to={ROUTES.superAdminPages.products}>{t('super-admin.product.allProducts')}</BackLink>,
  };

  if (product.isPending || product.isError)
    return <DetailState query={product} {...header} {...DETAIL_LOADING.product} />;
  const p = product.data;
  // The category in the language shown; its name from the product until the categories are there.
  const category = categories.find((c) => c.category_id === p.category_id)?.category_name ?? p.category_name;
  const askDelete = () =>
    confirm.show({
      title: t('super-admin.product.deleteTitle'),
      message: t('super-admin.product.deleteMessage', { name: p.product_name }),
      confirmLabel: t('super-admin.product.delete'),
      fallbackError: t('super-admin.error.productDelete'),
      callback: async () => {
        await remove.mutateAsync(p.product_id);
        toast.success(t('super-admin.product.deleted'), p.product_name);
        await navigate(ROUTES.superAdminPages.products);
      },
    });

  return (
    <>
      <DetailHeader {...header} title={p.product_name}>
        <Badge variant="light" radius="sm" styles={{ root: { color: 'var(--mantine-color-leaf-9)' } }}>
          {category}
        </Badge>
        <Text size="sm">
          {t('super-admin.product.priceAndStock', {
            price: formatRupiah(p.price),
            stock: p.availability.toLocaleString('id-ID'),
          })}
        </Text>
      </DetailHeader>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Section title={t('super-admin.product.name')}>
            <ProductNameEditor key={`name-${p.product_id}`} product={p} />
          </Section>
          <Section title={t('super-admin.product.price')}>
            <ProductPriceEditor key={`price-${p.product_id}`} product={p} />
          </Section>
          <Section title={t('super-admin.product.description')}>
            <ProductDescriptionEditor key={`description-${p.product_id}`} product={p} />
          </Section>
        </Stack>
        <Stack gap="lg">
          <Section title={t('super-admin.product.pictures')}>
            <Stack gap="lg">
              {p.product_images.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('super-admin.product.noPicture')}
                </Text>
              ) : (
                p.product_images.map((image, index) => (
                  <ProductImageEditor key={image.product_image_id} product={p} image={image} index={index} />
                ))
              )}
            </Stack>
          </Section>
          <DeleteSection label={t('super-admin.product.delete')} onDelete={askDelete}>
            {t('super-admin.product.deleteExplained')}
          </DeleteSection>
        </Stack>
      </SimpleGrid>
    </>
  );
}
