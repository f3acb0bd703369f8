import { IconMinus, IconPlus, IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ShopperProduct } from '@lumbung/contracts';
import { Shimmer } from '@/components/ui/shimmer';
import { useT } from '@/i18n';
import { productPath } from '../lib/paths';
import { bogoFreeText, discountBadge } from '../lib/pricing';
import { PriceTag } from './price-tag';
import { ProductPicture } from './product-picture';
import { StockLabel } from './stock-label';
import classes from './catalogue.module.css';
import { useCategoryLabel } from '../api/get-categories';

/** The fields a product card shows: a list item, or a product detail turned into one. */
export type ProductCardItem = Pick<
  ShopperProduct,
  | 'inventory_id'
  | 'product_name'
  | 'category_name'
  | 'price'
  | 'discounted_price'
  | 'discount_type'
  | 'discount_value'
  | 'bogo_product_name'
  | 'user_stock'
  | 'product_image'
>;

/** The product's line in the shopper's cart, for the card's − n + stepper. */
export type CardCartLine = {
  quantity: number;
  /** A change of this line is on its way. */
  busy: boolean;
  onIncrease: () => void;
  /** At 1 this removes the line. */
  onDecrease: () => void;
};

/**
 * One product of the current store: picture, name, category, price (the struck-through list price
 * beside a discounted one), stock. The name is the link to the product page; the whole card is
 * clickable.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  onAddToCart,
  adding = false,
  cartLine,
  eagerPicture = false,
}: {
  product: ProductCardItem;
  headingLevel?: 2 | 3;
  /** Loads the picture at once instead of when it scrolls near (the first row of a list). */
  eagerPicture?: boolean;
  /** Shows an Add button; the page decides what adding means. */
  onAddToCart?: () => void;
  adding?: boolean;
  /** Once the product is in the cart the Add button becomes a − n + stepper. */
  cartLine?: CardCartLine;
}) {
  const t = useT();
  const categoryName = useCategoryLabel();
  const badge = discountBadge(product);
  const free = bogoFreeText(product);
  const Heading = `h${headingLevel}` as const;
  const soldOut = product.user_stock <= 0;

  return (
    <article className={classes.card} data-sold-out={soldOut || undefined} data-testid="product-card">
      <div className={classes.cardMedia}>
        <ProductPicture src={product.product_image} size={112} eager={eagerPicture} />
        {badge ? (
          <span className={classes.cardBadge} data-type={product.discount_type}>
            {badge}
          </span>
        ) : null}
      </div>
      <div className={classes.cardBody}>
        <span className={classes.cardCategory}>{categoryName(product.category_name)}</span>
        <Heading className={classes.cardName}>
          <Link to={productPath(product.inventory_id)} className={classes.cardLink}>
            {product.product_name}
          </Link>
        </Heading>
        {free ? <span className={classes.cardFree}>{free}</span> : null}
        <div className={classes.cardFooter}>
          <PriceTag item={product} />
          <StockLabel userStock={product.user_stock} />
          {onAddToCart && cartLine ? (
            <CardStepper product={product} line={cartLine} />
          ) : onAddToCart ? (
            <button
              type="button"
              className={classes.cardAdd}
              aria-label={t('storefront.card.add', { product: product.product_name })}
              aria-busy={adding || undefined}
              disabled={soldOut || adding}
              onClick={onAddToCart}
            >
              {adding ? (
                <span className={classes.cardSpinner} aria-hidden />
              ) : (
                <IconShoppingCartPlus size={16} aria-hidden />
              )}
              {t('storefront.card.addShort')}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * − n + on a card whose product is in the cart: one quantity call a tap, removed at 0.
 *
 * The card's buttons are plain elements styled as Mantine's light and filled buttons: a page has
 * twelve cards, and as Mantine Buttons each rendered a Box, an UnstyledButton and a Transition
 * that set state on mount (a cold /products-page's React work).
 */
function CardStepper({ product, line }: { product: ProductCardItem; line: CardCartLine }) {
  const t = useT();
  const last = line.quantity <= 1;
  const values = { product: product.product_name };
  return (
    <div className={classes.cardStepper} role="group" aria-label={t('storefront.card.inCart', values)}>
      <button
        type="button"
        className={classes.cardStep}
        data-variant="light"
        aria-label={last ? t('storefront.card.remove', values) : t('storefront.card.less', values)}
        disabled={line.busy}
        onClick={line.onDecrease}
      >
        {last ? <IconTrash size={16} aria-hidden /> : <IconMinus size={16} aria-hidden />}
      </button>
      <span className={classes.cardQuantity} data-testid="card-quantity" aria-live="polite">
        {line.quantity}
      </span>
      <button
        type="button"
        className={classes.cardStep}
        data-variant="filled"
        aria-label={t('storefront.card.more', values)}
        disabled={line.busy || line.quantity >= product.user_stock}
        onClick={line.onIncrease}
      >
        <IconPlus size={16} aria-hidden />
      </button>
    </div>
  );
}

/** The shape of a product card while it loads. */
export function ProductCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden="true" data-testid="product-card-skeleton">
      <Shimmer className={classes.cardMedia} radius={0} />
      <div className={classes.cardBody}>
        <Shimmer height={10} width="40%" radius="xl" />
        <Shimmer height={14} mt={10} radius="xl" />
        <Shimmer height={14} mt={6} width="70%" radius="xl" />
        <Shimmer height={18} mt={16} width="55%" radius="xl" />
      </div>
    </div>
  );
}
