import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import {
  IconBuildingStore,
  IconShoppingCart,
  IconShoppingCartPlus,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatRupiah, type ShopperProductDetail } from '@lumbung/contracts';
import { Shimmer } from '@/components/ui/shimmer';
import { useT } from '@/i18n';
import { discountHeadline, shortDate } from '../lib/discount-text';
import { categoryPath } from '../lib/paths';
import { bogoFreeText, hasLowerPrice } from '../lib/pricing';
import { PriceTag } from './price-tag';
import { ProductGallery } from './product-gallery';
import type { CardCartLine } from './product-card';
import { CartLineStepper, clampQuantity, QuantityStepper } from './quantity-stepper';
import { StockLabel } from './stock-label';
import classes from './product-detail.module.css';
import { useCategoryLabel } from '../api/get-categories';

type ProductDetailsProps = {
  product: ShopperProductDetail;
  /** Called with the chosen quantity; the cart decides what happens. */
  onAddToCart: (quantity: number) => void;
  adding?: boolean;
  /**
   * The product's line in the shopper's cart, when it has one: the page then steps the cart's
   * quantity, as the product's card does, instead of offering to add it again.
   */
  cartLine?: CardCartLine;
  /** Opens the cart (beside the stepper of a product in it). */
  onViewCart?: () => void;
  /** A note shown above the price (e.g. that the product is from another store). */
  notice?: ReactNode;
};

/** The running discount of a product in words: what, on what terms, until when. */
function DiscountBox({ product }: { product: ShopperProductDetail }) {
  const t = useT();
  if (!product.discount_type) return null;
  const free = bogoFreeText(product);
  const terms: string[] = [];
  if (product.min_purchase) {
    terms.push(t('storefront.deal.min', { amount: formatRupiah(product.min_purchase) }));
  }
  if (product.discount_type === 'PERCENTAGE' && product.max_discount) {
    terms.push(t('storefront.deal.upToOff', { amount: formatRupiah(product.max_discount) }));
  }
  if (product.discount_end_date) {
    terms.push(t('storefront.deal.until', { date: shortDate(product.discount_end_date) }));
  }
  const saving = hasLowerPrice(product) ? product.price - product.discounted_price : 0;

  return (
    <section
      className={classes.discountBox}
      aria-label={t('storefront.deal.label')}
      data-type={product.discount_type}
    >
      <p className={classes.discountHeadline}>
        {discountHeadline({ type: product.discount_type, value: product.discount_value ?? 0 })}
        {saving > 0 ? (
          <span className={classes.saving}>
            {t('storefront.product.save', { amount: formatRupiah(saving) })}
          </span>
        ) : null}
      </p>
      {free ? <p className={classes.discountFree}>{free}</p> : null}
      {product.discount_description ? (
        <p className={classes.discountText}>{product.discount_description}</p>
      ) : null}
      {terms.length > 0 ? <p className={classes.discountTerms}>{terms.join(' · ')}</p> : null}
    </section>
  );
}

/**
 * Everything about one product of one store (docs/product.md §3 "shopper product detail"): pictures, name,
 * category, price and discount (a BOGO names its free product), stock left, and a quantity to add
 * to the cart.
 */
export function ProductDetails({
  product,
  onAddToCart,
  adding = false,
  cartLine,
  onViewCart,
  notice,
}: ProductDetailsProps) {
  const t = useT();
  const categoryName = useCategoryLabel();
  const [quantity, setQuantity] = useState(1);
  const soldOut = product.user_stock <= 0;
  const wanted = clampQuantity(quantity, product.user_stock);

  return (
    <div className={classes.layout}>
      <ProductGallery name={product.product_name} images={product.product_images} />

      <div className={classes.info}>
        <Link to={categoryPath(product.category_name)} className={classes.category}>
          {categoryName(product.category_name)}
        </Link>
        <h1 className={classes.name}>{product.product_name}</h1>
        <p className={classes.store}>
          <IconBuildingStore size={16} aria-hidden />{' '}
          {t('storefront.product.soldBy', { store: product.store_name })}
        </p>

        {notice}

        <div className={classes.priceRow}>
          <PriceTag item={product} size="lg" />
        </div>
        <DiscountBox product={product} />

        <div className={classes.stockRow}>
          <StockLabel userStock={product.user_stock} />
          {soldOut ? null : (
            <span className={classes.stockLeft}>
              {t('storefront.product.left', { count: product.user_stock })}
            </span>
          )}
        </div>

        {cartLine ? (
          <div className={classes.buy}>
            <CartLineStepper name={product.product_name} line={cartLine} max={product.user_stock} />
            <Button
              size="lg"
              radius="xl"
              variant="light"
              className={classes.addButton}
              leftSection={<IconShoppingCart size={20} aria-hidden />}
              onClick={onViewCart}
            >
              {t('storefront.product.viewCart')}
            </Button>
          </div>
        ) : (
          <div className={classes.buy}>
            <QuantityStepper
              value={wanted}
              max={product.user_stock}
              onChange={setQuantity}
              disabled={soldOut}
            />
            <Button
              size="lg"
              radius="xl"
              className={classes.addButton}
              leftSection={<IconShoppingCartPlus size={20} aria-hidden />}
              disabled={soldOut}
              loading={adding}
              onClick={() => onAddToCart(wanted)}
            >
              {soldOut ? t('storefront.stock.out') : t('storefront.product.add')}
            </Button>
          </div>
        )}

        <p className={classes.delivery}>
          <IconTruckDelivery size={18} aria-hidden />
          {t('storefront.product.delivery', { store: product.store_name })}
        </p>

        <section aria-labelledby="product-description-title" className={classes.description}>
          <h2 id="product-description-title">{t('storefront.product.about')}</h2>
          <p>{product.description}</p>
        </section>
      </div>
    </div>
  );
}

/** The shape of the product page while it loads. */
export function ProductDetailsSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true" data-testid="product-details-skeleton">
      <Shimmer className={classes.stage} radius="lg" height={360} />
      <div className={classes.info}>
        <Shimmer height={14} width={120} radius="xl" />
        <Shimmer height={36} mt={14} width="80%" radius="md" />
        <Shimmer height={14} mt={14} width={200} radius="xl" />
        <Shimmer height={40} mt={28} width={220} radius="md" />
        <Shimmer height={48} mt={28} radius="xl" />
        <Shimmer height={12} mt={28} radius="xl" />
        <Shimmer height={12} mt={8} radius="xl" />
        <Shimmer height={12} mt={8} width="60%" radius="xl" />
      </div>
    </div>
  );
}
