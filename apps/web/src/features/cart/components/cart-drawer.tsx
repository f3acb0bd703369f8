import { useEffect, useState } from 'react';
import { Button, Drawer, Loader, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { LAYOUT, ROUTES, type CartData } from '@lumbung/contracts';
import { useOpenedAfterMount } from '@/components/ui/opened-once';
import { toast } from '@/components/ui/toast';
import { t, useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useCartOwner } from '../api/cart-keys';
import { useRemoveCartItem, useUpdateCartQuantity } from '../api/change-cart-item';
import { useCheckoutCart } from '../api/checkout-cart';
import { useCart } from '../api/get-cart';
import { useRemoveVoucher } from '../api/remove-voucher';
import { CartFooter, type PickMode } from './cart-footer';
import { CartItemRow } from './cart-item-row';
import { useCartUi } from './cart-provider';
import classes from './cart-drawer.module.css';

/**
 * The cart, sliding in from the right: 30vw on desktop, the full width on phones (docs/product.md §2). A lazy
 * chunk with everything it shows (lazy-cart-drawer.tsx), mounted when the cart is first opened.
 */
export function CartDrawerPanel() {
  const t = useT();
  const { opened: wanted, close } = useCartUi();
  const opened = useOpenedAfterMount(wanted);
  const isDesktop = useMediaQuery('(min-width: 62em)');

  // On a wide screen toasts stay bottom-right (docs/product.md §2); while the drawer is open they move beside
  // it, not over its Checkout button (global.css reads this attribute). Narrower, they show at the top.
  useEffect(() => {
    if (!opened) return;
    const root = document.documentElement;
    root.dataset.cartDrawer = 'open';
    return () => {
      delete root.dataset.cartDrawer;
    };
  }, [opened]);

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size={isDesktop ? LAYOUT.cartDrawerWidthDesktop : '100%'}
      title={t('cart.title')}
      overlayProps={{ backgroundOpacity: 0.5, blur: 2 }}
      closeButtonProps={{ 'aria-label': t('cart.close') }}
      classNames={{ title: classes.title, body: classes.body, content: classes.content }}
      zIndex={300}
    >
      <CartContents />
    </Drawer>
  );
}

function CartContents() {
  const t = useT();
  const { hasToken } = useSession();
  const userId = useCartOwner();
  const cart = useCart(userId);

  if (userId === null) {
    return (
      <Text c="dimmed" ta="center" py={48}>
        {hasToken ? t('cart.onlyShoppers') : t('cart.logIn')}
      </Text>
    );
  }
  if (cart.isPending) {
    return (
      <Stack align="center" py={64}>
        <Loader aria-label={t('cart.loading')} />
      </Stack>
    );
  }
  if (cart.isError) {
    return (
      <Text role="alert" c="red.8" ta="center" py={48} fw={600}>
        {cart.error.message}
      </Text>
    );
  }
  if (cart.data.cart_items.length === 0) return <EmptyCart />;
  return <FilledCart userId={userId} cart={cart.data} />;
}

function EmptyCart() {
  const t = useT();
  const { close } = useCartUi();
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <ThemeIcon size={72} radius="xl" variant="light">
        <IconShoppingCart size={36} aria-hidden />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {t('cart.empty')}
      </Text>
      <Text c="dimmed" size="sm" maw={280}>
        {t('cart.emptyText')}
      </Text>
      <Button component={Link} to={ROUTES.products} onClick={close} mt="sm">
        {t('storefront.browse')}
      </Button>
    </Stack>
  );
}

/** The lines in a 290px list, then the footer with the total, vouchers and checkout. */
function FilledCart({ userId, cart }: { userId: number; cart: CartData }) {
  const { close, setLastOrder } = useCartUi();
  const navigate = useNavigate();
  const quantity = useUpdateCartQuantity();
  const remove = useRemoveCartItem();
  const checkout = useCheckoutCart();
  const removeVoucher = useRemoveVoucher();
  /** The product voucher waiting for a line (docs/product.md §4 pick-item mode): which lines, and what a pick does. */
  const [picker, setPicker] = useState<PickMode>(null);

  const busyLine = (cartItemId: number) =>
    (quantity.isPending && quantity.variables.cartItemId === cartItemId) ||
    (remove.isPending && remove.variables.cartItemId === cartItemId);

  const changeQuantity = (cartItemId: number, next: number) =>
    quantity.mutate(
      { userId, cartItemId, quantity: next },
      { onError: (error) => toast.error(errorMessage(error, t('storefront.cart.quantityFailed'))) },
    );

  const takeOffVoucher = (userVoucherId: number) =>
    removeVoucher.mutate(
      { userId, userVoucherId },
      {
        onSuccess: () => toast.success(t('cart.voucher.removed')),
        onError: (error) => toast.error(errorMessage(error, t('cart.voucher.removeFailed'))),
      },
    );
  const removingVoucher = removeVoucher.isPending ? removeVoucher.variables.userVoucherId : null;
  /** The × of a line's product voucher, when it has one. */
  const voucherRemoval = ({ voucher }: CartData['cart_items'][number]) =>
    voucher ? () => takeOffVoucher(voucher.user_voucher_id) : undefined;

  const startCheckout = () => {
    if (checkout.isPending) return;
    checkout.mutate(userId, {
      onSuccess: (order) => {
        setLastOrder(order);
        close();
        void navigate(ROUTES.checkout(order.order_id));
      },
      onError: (error) =>
        window.alert(t('cart.checkout.alert', { reason: errorMessage(error, t('cart.checkout.failed')) })),
    });
  };

  const count = cart.cart_items.length;
  return (
    <div className={classes.filled}>
      <p className={classes.count}>{t('shop.common.items', { count })}</p>
      <ScrollArea
        style={{ height: LAYOUT.cartDrawerListHeightPx }}
        type="auto"
        offsetScrollbars
        className={classes.list}
      >
        <ul className={classes.items} aria-label={t('cart.items')}>
          {cart.cart_items.map((item) => (
            <CartItemRow
              key={item.cart_item_id}
              item={item}
              busy={busyLine(item.cart_item_id)}
              onIncrease={() => changeQuantity(item.cart_item_id, item.quantity + 1)}
              onDecrease={() => changeQuantity(item.cart_item_id, item.quantity - 1)}
              onRemove={() =>
                remove.mutate(
                  { userId, cartItemId: item.cart_item_id },
                  { onError: (error) => toast.error(errorMessage(error, t('storefront.cart.removeFailed'))) },
                )
              }
              onPick={picker?.canPick(item) ? () => picker.onPick(item.cart_item_id) : undefined}
              onRemoveVoucher={voucherRemoval(item)}
              removingVoucher={removingVoucher !== null && removingVoucher === item.voucher?.user_voucher_id}
            />
          ))}
        </ul>
      </ScrollArea>
      <CartFooter
        userId={userId}
        cart={cart}
        onPickModeChange={setPicker}
        onRemoveVoucher={takeOffVoucher}
        removingVoucher={removingVoucher}
        checkingOut={checkout.isPending}
        onCheckout={startCheckout}
      />
    </div>
  );
}
