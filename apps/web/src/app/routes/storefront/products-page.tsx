import { lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, CloseButton, Group, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBasket,
  IconCheck,
  IconRefresh,
  IconSearch,
  IconX,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { FOOTER_CATEGORIES, PAGE_SIZES, productsPageQuery } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LazyBoundary } from '@/components/ui/lazy-boundary';
import { SearchField, SelectField } from '@/components/ui/fields';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Shimmer } from '@/components/ui/shimmer';
import {
  changeFilters,
  DEFAULT_FILTERS,
  pageRange,
  PRODUCT_SORTS,
  ProductGrid,
  readFilters,
  SEARCH_MAX_LENGTH,
  shopperTotalPages,
  SORT_NAMES,
  useCategories,
  useCategoryLabel,
  useProducts,
  writeFilters,
  type ProductListFilters,
  type ProductSort,
} from '@/features/catalogue';
import { useCurrentStore, useFirstProducts } from '@/features/location';
import { CATEGORY_NAMES } from '@/config/site';
import { currentLocale, T, useT } from '@/i18n';
import { useProductGridCart } from './add-to-cart';
import classes from './products-page.module.css';
import { categoryName as categoryNameIn } from '@/lib/category-name';

const loadPager = () => import('./products-pager');
const ProductsPager = lazy(() => loadPager().then((m) => ({ default: m.ProductsPager })));

const ALL = '';

/** The search box: typed text is searched on Enter or the search button; the × clears it. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const t = useT();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className={classes.search}>
      <SearchField
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('storefront.search.hint')}
        aria-label={t('storefront.search.label')}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSectionWidth={text ? 84 : 48}
        rightSection={
          <Group gap={2} wrap="nowrap">
            {text ? (
              <CloseButton
                size="sm"
                aria-label={t('storefront.search.clear')}
                onClick={() => {
                  setText('');
                  if (initial) onSearch('');
                }}
              />
            ) : null}
            <ActionIcon type="submit" radius="xl" size={34} aria-label={t('shop.footer.search')}>
              <IconSearch size={16} aria-hidden />
            </ActionIcon>
          </Group>
        }
        inputClassName={classes.searchInput}
      />
    </form>
  );
}

/**
 * The aisles as one row of radio chips. Native radios styled as Mantine's filled Chip: thirteen
 * Mantine Chips rendered a Box, an input, a label and an icon each, and set state on mount (their
 * ids), a commit of the whole row on every load of the page.
 */
function CategoryChips({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const t = useT();
  const categories = useCategories();
  const group = useId();
  const locale = currentLocale();
  // The chip's value stays the English name (the URL's and the API's); its label is the shopper's language.
  const labels = new Map<string, string>(
    categories.data?.map((category) => [category.category_name, categoryNameIn(category, locale)]) ??
      FOOTER_CATEGORIES.map((name) => [name, t(CATEGORY_NAMES[name])]),
  );
  const names = [...labels.keys()];
  // A category typed into a shared link still shows as chosen, matched without regard to case.
  const chosen = names.find((name) => name.toLowerCase() === value.toLowerCase()) ?? value;
  if (chosen && !names.includes(chosen)) names.push(chosen);
  const current = chosen || ALL;
  const chip = (chipValue: string, label: string) => {
    const checked = chipValue === current;
    return (
      <label key={chipValue} className={classes.chip} data-checked={checked || undefined}>
        {/* Hidden as the filter pills' texts are: read by screen readers and keyboards. */}
        <input
          type="radio"
          className={classes.srOnly}
          name={group}
          value={chipValue}
          checked={checked}
          onChange={() => onChange(chipValue)}
        />
        {checked ? <IconCheck size={14} stroke={3} aria-hidden /> : null}
        {label}
      </label>
    );
  };

  return (
    // A row that scrolls sideways on a phone, its scrollbar hidden (CSS: no floating-ui, no
    // Mantine ScrollArea in the first load).
    <div className={classes.chipsScroll}>
      <div role="group" aria-label={t('shop.footer.categories')} className={classes.chips}>
        {chip(ALL, t('storefront.list.all'))}
        {names.map((name) => chip(name, labels.get(name) ?? name))}
        {categories.isPending
          ? Array.from({ length: 4 }, (_, index) => (
              <Shimmer key={index} height={32} width={110} radius="xl" />
            ))
          : null}
      </div>
    </div>
  );
}

/** The words above the grid: how many products, which of them are shown, and for what. */
function ResultSummary({
  filters,
  totalItems,
  itemCount,
  onClear,
}: {
  filters: ProductListFilters;
  totalItems: number;
  itemCount: number;
  onClear: (change: Partial<ProductListFilters>) => void;
}) {
  const t = useT();
  const categoryName = useCategoryLabel();
  const { first, last } = pageRange(filters.page, itemCount);
  return (
    <div className={classes.summary}>
      <Text role="status" aria-live="polite" fw={600} c="gray.8">
        {itemCount > 0
          ? t('storefront.list.showing', { first, last, total: totalItems })
          : t('storefront.list.count', { total: totalItems })}
      </Text>
      <Group gap={8}>
        {filters.search ? (
          <button type="button" className={classes.filterPill} onClick={() => onClear({ search: '' })}>
            “{filters.search}” <IconX size={14} aria-hidden />
            <span className={classes.srOnly}>{t('storefront.list.removeSearch')}</span>
          </button>
        ) : null}
        {filters.category ? (
          <button type="button" className={classes.filterPill} onClick={() => onClear({ category: '' })}>
            {categoryName(filters.category)} <IconX size={14} aria-hidden />
            <span className={classes.srOnly}>{t('storefront.list.removeCategory')}</span>
          </button>
        ) : null}
      </Group>
    </div>
  );
}

function LoadingGrid() {
  const t = useT();
  return (
    <ProductGrid products={[]} loadingCount={PAGE_SIZES.shopperProducts} label={t('shop.nav.products')} />
  );
}

/**
 * The grid of skeletons while the store or its products are on their way: one element, so React
 * skips it when the page re-renders for the location's lookups (each of those re-rendered
 * about 200 components of skeletons); it follows a change of language on its own.
 */
const LOADING_GRID = <LoadingGrid />;

/** The shopper's product list of the current store (docs/product.md §2 /products-page, §7, §9). */
export function ProductsPage() {
  const t = useT();
  const categoryName = useCategoryLabel();
  const gridCart = useProductGridCart();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const { store, ready, settled } = useCurrentStore();
  // Page 1 in the default order is what the closest-store answer brought: no second call for it.
  const firstPage = useFirstProducts(store.store_id);
  const isFirstPage =
    filters.page === 1 && !filters.search && !filters.category && filters.sort === DEFAULT_FILTERS.sort;
  const products = useProducts(productsPageQuery(store.store_id, filters), {
    enabled: settled,
    initialData: isFirstPage ? firstPage : undefined,
  });
  const resultsRef = useRef<HTMLDivElement>(null);
  const sortId = useId();
  // The page buttons' chunk travels with the page's first answer, not after it.
  useEffect(() => void loadPager(), []);

  // Every change is a new history entry, so back and forward walk through the shopper's steps.
  const update = (change: Partial<ProductListFilters>) => {
    setSearchParams(writeFilters(changeFilters(filters, change), searchParams));
  };
  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const clearAll = () => update({ search: '', category: '', page: 1 });

  const answer = products.data;
  const loading = !ready || products.isPending || products.isPlaceholderData;
  const items = answer?.inventories ?? [];
  const totalPages = answer
    ? shopperTotalPages({
        currentPage: answer.currentPage,
        totalPages: answer.totalPages,
        itemCount: items.length,
      })
    : 0;
  const pastTheEnd = !loading && answer !== undefined && items.length === 0 && filters.page > 1;
  const filtered = Boolean(filters.search || filters.category);
  // A corrected search the API offers when a search found nothing (absent from older answers).
  const didYouMean = answer?.did_you_mean;

  let results;
  if (products.isError && !answer) {
    results = (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={products.error.message}
      >
        <Text mb="sm">{t('storefront.list.failed', { store: store.store_name })}</Text>
        <Button
          variant="white"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void products.refetch()}
        >
          {t('shop.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (loading) {
    results = LOADING_GRID;
  } else if (pastTheEnd) {
    results = (
      <EmptyState
        icon={<IconBasket size={34} aria-hidden />}
        title={t('storefront.list.noPage', { page: filters.page })}
        action={
          <Button onClick={() => goToPage(Math.max(answer?.totalPages ?? 1, 1))}>
            {t('storefront.list.lastPage')}
          </Button>
        }
      >
        {t('storefront.list.pages', {
          total: answer?.totalItems ?? 0,
          pages: Math.max(answer?.totalPages ?? 1, 1),
        })}
      </EmptyState>
    );
  } else if (items.length === 0) {
    results = filtered ? (
      <EmptyState
        icon={<IconSearch size={34} aria-hidden />}
        title={t('storefront.list.noMatch')}
        action={
          <Button variant="light" onClick={clearAll}>
            {t('storefront.list.clear')}
          </Button>
        }
      >
        {t(
          filters.search && filters.category
            ? 'storefront.list.nothingCalledIn'
            : filters.search
              ? 'storefront.list.nothingCalled'
              : 'storefront.list.nothingIn',
          { store: store.store_name, search: filters.search, category: categoryName(filters.category) },
        )}
        {didYouMean ? (
          <Text mt="sm" fw={600}>
            <T
              id="storefront.list.didYouMean"
              values={{ search: didYouMean }}
              components={{
                0: (
                  <Link
                    to={{
                      search: `?${writeFilters(changeFilters(filters, { search: didYouMean }), searchParams)}`,
                    }}
                  />
                ),
              }}
            />
          </Text>
        ) : null}
      </EmptyState>
    ) : (
      <EmptyState icon={<IconBasket size={34} aria-hidden />} title={t('storefront.list.emptyStore')}>
        {t('storefront.list.emptyStoreText', { store: store.store_name })}
      </EmptyState>
    );
  } else {
    results = (
      <ProductGrid
        products={items}
        label={t('shop.nav.products')}
        // Straight under the page's h1: no level skipped for screen-reader heading navigation.
        headingLevel={2}
        {...gridCart}
      />
    );
  }

  return (
    <PageContainer>
      <PageHeader
        title={t('shop.nav.products')}
        eyebrow={t('storefront.shoppingAt', { store: store.store_name })}
      >
        {t('storefront.list.lead', { store: store.store_name })}
      </PageHeader>

      <div className={classes.toolbar}>
        <SearchBox key={filters.search} initial={filters.search} onSearch={(search) => update({ search })} />
        <div className={`${classes.sort} ${classes.sortRoot}`}>
          <label htmlFor={sortId} className={classes.sortLabel}>
            {t('storefront.sort.label')}
          </label>
          <SelectField
            id={sortId}
            value={filters.sort}
            onChange={(event) => update({ sort: event.currentTarget.value as ProductSort })}
            options={PRODUCT_SORTS.map((sort) => ({ value: sort.value, label: t(SORT_NAMES[sort.value]) }))}
            className={classes.sortField}
          />
        </div>
      </div>

      <CategoryChips value={filters.category} onChange={(category) => update({ category })} />

      <div ref={resultsRef} className={classes.results}>
        {answer && !loading && !pastTheEnd ? (
          <ResultSummary
            filters={filters}
            totalItems={answer.totalItems}
            itemCount={items.length}
            onClear={update}
          />
        ) : (
          <div className={classes.summary} aria-hidden="true">
            <Shimmer height={16} width={200} radius="xl" />
          </div>
        )}
        {products.isError && answer ? (
          <Alert color="red" variant="light" radius="lg" mb="md" title={products.error.message} />
        ) : null}
        {results}
      </div>

      {totalPages > 1 && !pastTheEnd ? (
        <nav aria-label={t('shop.pages.label')} className={classes.pagination}>
          <LazyBoundary fallback={<div className={classes.pagerSpace} />}>
            <ProductsPager page={filters.page} totalPages={totalPages} onChange={goToPage} />
          </LazyBoundary>
        </nav>
      ) : null}
    </PageContainer>
  );
}
