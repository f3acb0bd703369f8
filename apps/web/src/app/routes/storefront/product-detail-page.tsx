import { Alert, Anchor, Breadcrumbs, Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconBasketOff, IconBuildingStore, IconRefresh } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import {
  RELATED_PRODUCTS_COUNT,
  relatedProductsQuery,
  ROUTES,
  type ShopperProductDetail,
} from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import {
  categoryPath,
  ProductDetails,
  ProductDetailsSkeleton,
  ProductGrid,
  SectionHeading,
  useProductDetail,
  useProducts,
  useCategoryLabel,
} from '@/features/catalogue';
import { useCartUi } from '@/features/cart';
import { useCurrentStore } from '@/features/location';
import { T, useT } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useAddToCart, useCardCartLines, useProductGridCart } from './add-to-cart';
import classes from './storefront.module.css';

/** The inventory id of the path, or null when it is not a positive whole number. */
function readInventoryId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function NotFound() {
  const t = useT();
  return (
    <EmptyState
      icon={<IconBasketOff size={34} aria-hidden />}
      title={t('storefront.product.notFound')}
      action={
        <Button component={Link} to={ROUTES.products}>
          {t('storefront.product.browseAll')}
        </Button>
      }
    >
      {t('storefront.product.notFoundText')}
    </EmptyState>
  );
}

/** Other products of the same category in the same store. */
function MoreInCategory({ product }: { product: ShopperProductDetail }) {
  const t = useT();
  const gridCart = useProductGridCart();
  const categoryName = useCategoryLabel();
  const related = useProducts(relatedProductsQuery(product));
  const items = (related.data?.inventories ?? [])
    .filter((item) => item.inventory_id !== product.inventory_id)
    .slice(0, RELATED_PRODUCTS_COUNT);
  if (related.isError || (related.isSuccess && items.length === 0)) return null;
  return (
    <section aria-labelledby="related-title" className={classes.related}>
      <SectionHeading
        id="related-title"
        eyebrow={t('storefront.product.alsoNeed')}
        title={t('storefront.product.moreIn', { category: categoryName(product.category_name) })}
        action={
          <Anchor component={Link} to={categoryPath(product.category_name)} fw={700}>
            {t('storefront.product.seeAll')}
          </Anchor>
        }
      />
      <ProductGrid
        products={items}
        loadingCount={related.isPending ? RELATED_PRODUCTS_COUNT : undefined}
        label={t('storefront.product.moreIn', { category: categoryName(product.category_name) })}
        variant="row"
        {...gridCart}
      />
    </section>
  );
}

/** One store product: /products-page/{inventoryId} (docs/decisions/0013-storefront-pages-and-the-nearest-store.md). */
export function ProductDetailPage() {
  const t = useT();
  const categoryName = useCategoryLabel();
  const inventoryId = readInventoryId(useParams().inventoryId);
  const detail = useProductDetail(inventoryId ?? 0, { enabled: inventoryId !== null });
  const { store, ready } = useCurrentStore();
  const cart = useAddToCart({ openCart: true });
  const cartLineOf = useCardCartLines();
  const { open: openCart } = useCartUi();
  const product = detail.data;

  let body;
  if (inventoryId === null || (detail.error instanceof ApiError && detail.error.status === 404)) {
    body = <NotFound />;
  } else if (detail.isError) {
    body = (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={detail.error.message}
      >
        <Button
          mt="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void detail.refetch()}
        >
          {t('shop.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (!product) {
    body = <ProductDetailsSkeleton />;
  } else {
    const otherStore = ready && product.store_id !== store.store_id;
    body = (
      <>
        <ProductDetails
          key={product.inventory_id}
          product={product}
          adding={cart.adding}
          onAddToCart={(quantity) => cart.add(product.inventory_id, quantity)}
          cartLine={cartLineOf(product)}
          onViewCart={openCart}
          notice={
            otherStore ? (
              <Alert
                color="yellow"
                variant="light"
                radius="md"
                icon={<IconBuildingStore size={18} aria-hidden />}
              >
                <Text size="sm">
                  <T
                    id="storefront.product.otherStore"
                    values={{ store: product.store_name, yours: store.store_name }}
                    components={{ 0: <Anchor component={Link} to={ROUTES.products} size="sm" fw={700} /> }}
                  />
                </Text>
              </Alert>
            ) : null
          }
        />
        <MoreInCategory product={product} />
      </>
    );
  }

  return (
    <PageContainer>
      <nav aria-label={t('storefront.product.breadcrumb')}>
        <Breadcrumbs className={classes.breadcrumbs} separatorMargin={6}>
          <Anchor component={Link} to={ROUTES.home} size="sm">
            {t('shop.nav.home')}
          </Anchor>
          <Anchor component={Link} to={ROUTES.products} size="sm">
            {t('shop.nav.products')}
          </Anchor>
          {product ? (
            <Anchor component={Link} to={categoryPath(product.category_name)} size="sm">
              {categoryName(product.category_name)}
            </Anchor>
          ) : null}
          {product ? (
            <Text size="sm" c="gray.7" aria-current="page" className={classes.crumbCurrent}>
              {product.product_name}
            </Text>
          ) : null}
        </Breadcrumbs>
      </nav>
      {body}
    </PageContainer>
  );
}
