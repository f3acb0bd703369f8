import { Alert, Anchor, Button, Group, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingBank,
  IconMapPin,
  IconShoppingCart,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { FOOTER_CATEGORIES, HOME_ROWS, ROUTES, STORE_SEARCH_RADIUS_KM } from '@lumbung/contracts';
import {
  categoryPath,
  DiscountBanner,
  DiscountBannerItem,
  DiscountBannerRow,
  DiscountBannerSkeleton,
  ProductGrid,
  SectionHeading,
  useCategories,
  useDiscountedProducts,
  useProducts,
} from '@/features/catalogue';
import { CATEGORY_NAMES } from '@/config/site';
import { useCurrentStore } from '@/features/location';
import { currentLocale, useT, type MessageId } from '@/i18n';
import { useSession } from '@/lib/session';
import { useProductGridCart } from './add-to-cart';
import { Hero } from './home-hero';
import { aisleArt, CATEGORY_TILES } from './produce';
import classes from './home-page.module.css';
import { categoryName as categoryNameIn } from '@/lib/category-name';

// Message ids: each step is shown in the language of the moment.
const STEPS: readonly { icon: typeof IconMapPin; title: MessageId; text: MessageId }[] = [
  { icon: IconMapPin, title: 'storefront.step.store', text: 'storefront.step.storeText' },
  { icon: IconShoppingCart, title: 'storefront.step.cart', text: 'storefront.step.cartText' },
  { icon: IconBuildingBank, title: 'storefront.step.pay', text: 'storefront.step.payText' },
  { icon: IconTruckDelivery, title: 'storefront.step.track', text: 'storefront.step.trackText' },
];
/** The rows' sizes and order are the contracts' (HOME_ROWS): the API sends their first answers with the page. */
const ON_SALE_LIMIT = HOME_ROWS.onSale.pageSize;

/**
 * A section's store: `settled` lets it ask for its products (the id is final), `ready` lets it show
 * them (the store's name is known too); see useCurrentStore.
 */
type ShelfProps = { storeId: number; ready: boolean; settled: boolean };
/** A section that names the store in its heading. */
type NamedShelfProps = ShelfProps & { storeName: string };

/** The store's running discounts as banners (a picture from the "On sale now" list when it has one). */
const Deals = memo(function Deals({ storeId, storeName, ready, settled }: NamedShelfProps) {
  const t = useT();
  const sale = useDiscountedProducts(storeId, { enabled: settled, limit: ON_SALE_LIMIT });
  const discounts = sale.discounts.data ?? [];
  const pictures = new Map(sale.products.map((product) => [product.inventory_id, product.product_image]));
  const loading = !ready || sale.discounts.isPending;

  if (!loading && (sale.error || discounts.length === 0)) return null;

  return (
    <section className={classes.section} aria-labelledby="deals-title">
      <div className={classes.container}>
        <SectionHeading
          id="deals-title"
          eyebrow={t('storefront.deals.eyebrow')}
          title={t('storefront.deals.title', { store: storeName })}
        />
        <DiscountBannerRow label={t('storefront.deals.title', { store: storeName })}>
          {loading
            ? [0, 1, 2].map((index) => (
                <DiscountBannerItem key={index}>
                  <DiscountBannerSkeleton />
                </DiscountBannerItem>
              ))
            : discounts.map((discount, index) => (
                <DiscountBannerItem key={discount.discount_id}>
                  <DiscountBanner
                    discount={discount}
                    tone={index}
                    picture={discount.inventory_id === null ? null : pictures.get(discount.inventory_id)}
                  />
                </DiscountBannerItem>
              ))}
        </DiscountBannerRow>
      </div>
    </section>
  );
});

/** The discounted products with their sale prices: the first priced row a phone sees. */
const OnSale = memo(function OnSale({ storeId, ready, settled }: ShelfProps) {
  const t = useT();
  const gridCart = useProductGridCart();
  const sale = useDiscountedProducts(storeId, { enabled: settled, limit: ON_SALE_LIMIT });
  const loading = !ready || sale.isPending;
  if (!loading && (sale.error || sale.products.length === 0)) return null;

  return (
    <section className={classes.section} aria-labelledby="on-sale-title">
      <div className={classes.container}>
        <SectionHeading
          id="on-sale-title"
          eyebrow={t('storefront.sale.eyebrow')}
          title={t('storefront.sale.title')}
          action={
            <Anchor component={Link} to={ROUTES.products} fw={700} className={classes.seeAll}>
              {t('storefront.sale.all')} <IconArrowRight size={16} aria-hidden />
            </Anchor>
          }
        />
        <ProductGrid
          products={sale.products}
          loadingCount={loading ? 5 : undefined}
          label={t('storefront.sale.title')}
          variant="row"
          {...gridCart}
        />
      </div>
    </section>
  );
});

/**
 * The shelf the home page shows beside the deals: the products the store started carrying most
 * recently. (A best-seller shelf needs a sales-based sort from the API; see docs/decisions/0013-storefront-pages-and-the-nearest-store.md.)
 */
const Shelf = memo(function Shelf({ storeId, storeName, ready, settled }: NamedShelfProps) {
  const t = useT();
  const gridCart = useProductGridCart();
  const shelf = useProducts({ storeId, page: 1, ...HOME_ROWS.newest }, { enabled: settled });
  const items = shelf.data?.inventories ?? [];
  const loading = !ready || shelf.isPending;
  if (!loading && !shelf.isError && items.length === 0) return null;
  const title = t('storefront.shelf.title', { store: storeName });

  return (
    <section className={classes.section} aria-labelledby="shelf-title">
      <div className={classes.container}>
        <SectionHeading
          id="shelf-title"
          eyebrow={t('storefront.shelf.eyebrow')}
          title={title}
          action={
            <Anchor component={Link} to={ROUTES.products} fw={700} className={classes.seeAll}>
              {t('storefront.shelf.all')} <IconArrowRight size={16} aria-hidden />
            </Anchor>
          }
        />
        {shelf.isError ? (
          <Alert color="red" variant="light" radius="lg" title={shelf.error.message} />
        ) : (
          <ProductGrid
            products={items}
            loadingCount={loading ? 5 : undefined}
            label={title}
            variant="row"
            {...gridCart}
          />
        )}
      </div>
    </section>
  );
});

const Categories = memo(function Categories() {
  const t = useT();
  const categories = useCategories();
  const footer = new Set<string>(FOOTER_CATEGORIES.map((name) => name.toLowerCase()));
  const more = (categories.data ?? []).filter(
    (category) => !footer.has(category.category_name.toLowerCase()),
  );

  return (
    <section className={classes.section} aria-labelledby="categories-title">
      <div className={classes.container}>
        <SectionHeading
          id="categories-title"
          eyebrow={t('storefront.aisles.eyebrow')}
          title={t('storefront.aisles.title')}
        />
        <div className={classes.tiles}>
          {CATEGORY_TILES.map((tile) => (
            <Link
              key={tile.name}
              to={categoryPath(tile.name)}
              className={classes.categoryTile}
              style={{ background: tile.tint, ['--tile-accent' as string]: tile.accent }}
            >
              <span className={classes.categoryArt} aria-hidden="true">
                {tile.art.map((src) => (
                  <img key={src} src={src} alt="" width={56} height={56} />
                ))}
              </span>
              <span className={classes.categoryName}>{t(CATEGORY_NAMES[tile.name])}</span>
              <span className={classes.categoryText}>{t(tile.text)}</span>
              <span className={classes.categoryCta}>
                {t('storefront.aisles.shop')} <IconArrowRight size={16} aria-hidden />
              </span>
            </Link>
          ))}
        </div>
        {more.length > 0 ? (
          <ul className={classes.aisles} aria-label={t('storefront.aisles.more')}>
            {more.map((category) => (
              <li key={category.category_id}>
                <Link to={categoryPath(category.category_name)} className={classes.aisle}>
                  <img src={aisleArt(category.category_name)} alt="" width={32} height={32} />
                  <span>{categoryNameIn(category, currentLocale())}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
});

/** The page's lower sections, which change with the session only (not with the store). */
const HowItWorksAndStory = memo(function HowItWorksAndStory({ hasToken }: { hasToken: boolean }) {
  const t = useT();
  return (
    <>
      <section className={classes.section} id="how-it-works" aria-labelledby="how-title">
        <div className={classes.container}>
          <SectionHeading
            id="how-title"
            eyebrow={t('storefront.how.eyebrow')}
            title={t('storefront.how.title')}
          />
          <ol className={classes.steps}>
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className={classes.step}>
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <ThemeIcon size={44} radius="xl" variant="white" className={classes.stepIcon}>
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} mt="sm" mb={6}>
                  {t(title)}
                </Title>
                <Text c="dimmed">{t(text, { km: STORE_SEARCH_RADIUS_KM })}</Text>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={classes.section} aria-labelledby="story-title">
        <div className={classes.container}>
          <div className={classes.story}>
            <div>
              <Text className={classes.storyEyebrow}>{t('storefront.story.eyebrow')}</Text>
              <Title order={2} id="story-title" className={classes.storyTitle}>
                {t('storefront.story.title')}
              </Title>
              <Text className={classes.storyText}>{t('storefront.story.text')}</Text>
            </div>
            <Group gap="sm" className={classes.storyActions}>
              <Button
                component={Link}
                to={ROUTES.products}
                size="lg"
                radius="xl"
                color="turmeric.4"
                c="dark.9"
              >
                {t('storefront.browse')}
              </Button>
              {hasToken ? null : (
                <Button component={Link} to={ROUTES.login} size="lg" radius="xl" variant="white">
                  {t('shop.logIn')}
                </Button>
              )}
              <Button component={Link} to={ROUTES.about} size="lg" radius="xl" variant="subtle" c="white">
                {t('storefront.story.about')}
              </Button>
            </Group>
          </div>
        </div>
      </section>
    </>
  );
});

/**
 * The sections are memoised: the location's lookups re-render this page several times while a
 * first visit's store is found, and each re-render of every section (about 250 components of
 * skeletons) was a long task on a phone. A section renders again when its own props,
 * queries or contexts change.
 */
export function HomePage() {
  const { hasToken } = useSession();
  const current = useCurrentStore();
  // The store reaches the sections as deferred values: the store's name arrives as a query result,
  // which React renders at once and whole; deferred, this page's own render is all that runs then,
  // and the sections follow in a background render, in slices.
  const storeId = useDeferredValue(current.store.store_id);
  const storeName = useDeferredValue(current.store.store_name);
  const ready = useDeferredValue(current.ready);
  const settled = useDeferredValue(current.settled);

  return (
    <>
      {/* A phone's first screen: the search, the aisles and priced products; the deals and the
          big category tiles follow. */}
      <Hero />
      <OnSale storeId={storeId} ready={ready} settled={settled} />
      <Shelf storeId={storeId} storeName={storeName} ready={ready} settled={settled} />
      <Deals storeId={storeId} storeName={storeName} ready={ready} settled={settled} />
      <Categories />

      <HowItWorksAndStory hasToken={hasToken} />
    </>
  );
}
