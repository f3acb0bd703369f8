import { lazy, useState } from 'react';
import { ActionIcon, Burger, Group, Indicator } from '@mantine/core';
import { IconLogin2, IconLogout, IconReceipt, IconShoppingCart, IconUser } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { BrandLogo } from '@/components/ui/brand-logo';
import { Hint } from '@/components/ui/hint';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { LazyBoundary } from '@/components/ui/lazy-boundary';
import { useOpenedOnce } from '@/components/ui/opened-once';
import { NAV_LINKS } from '@/config/site';
import { useLogout } from '@/features/auth';
import { useSaveLocale } from '@/features/profile';
import { preloadCartDrawer, useCart, useCartOwner, useCartUi } from '@/features/cart';
import { useT } from '@/i18n';
import { useSession } from '@/lib/session';
import { AccountMenu } from './account-menu';
import classes from './shell.module.css';

// The phone's slide-in menu is a chunk of its own, fetched when the hamburger is first pressed.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** An icon of the bar that leads to a page, named by its hint. */
function NavIcon({
  label,
  to,
  icon: Icon,
  variant = 'subtle',
  visibleFrom,
}: {
  label: string;
  to: string;
  icon: typeof IconUser;
  variant?: 'subtle' | 'light';
  visibleFrom?: 'sm';
}) {
  return (
    <Hint label={label} visibleFrom={visibleFrom}>
      <ActionIcon component={Link} to={to} variant={variant} size="lg" radius="xl" aria-label={label}>
        <Icon size={20} aria-hidden />
      </ActionIcon>
    </Hint>
  );
}

/** The Cart icon (docs/product.md §2): opens the drawer and shows how many items the cart holds. */
function CartButton() {
  const t = useT();
  const { open } = useCartUi();
  const cart = useCart(useCartOwner());
  const count = cart.data?.cart_items.length ?? 0;
  const label = count > 0 ? t('shop.nav.cartWithItems', { count }) : t('shop.nav.cart');
  return (
    <Hint label={t('shop.nav.cart')}>
      <Indicator
        label={count}
        size={18}
        offset={4}
        color="red.8"
        disabled={count === 0}
        inline
        data-testid="cart-count"
      >
        <ActionIcon
          variant="light"
          size="lg"
          radius="xl"
          aria-label={label}
          onClick={open}
          onPointerEnter={preloadCartDrawer}
          onFocus={preloadCartDrawer}
        >
          <IconShoppingCart size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Hint>
  );
}

/** The fixed navigation bar (docs/product.md §2). */
export function Navbar() {
  const t = useT();
  const [menuOpened, setMenuOpened] = useState(false);
  const menuMounted = useOpenedOnce(menuOpened);
  const closeMenu = () => setMenuOpened(false);
  const { hasToken, claims } = useSession();
  const isShopper = claims?.role === 'USER';

  const logout = useLogout();
  const saveLocale = useSaveLocale();

  return (
    <nav className={classes.navbar} aria-label={t('shop.nav.main')}>
      <div className={classes.navbarInner}>
        <Burger
          opened={menuOpened}
          onClick={() => setMenuOpened((opened) => !opened)}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shop.nav.openMenu')}
          aria-expanded={menuOpened}
        />
        <Link to={ROUTES.home} className={classes.brand} aria-label={t('shop.nav.brandHome')}>
          <BrandLogo size={34} />
        </Link>

        <Group gap={4} visibleFrom="sm" className={classes.links}>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={classes.link}>
              {t(link.label)}
            </NavLink>
          ))}
        </Group>

        <Group gap={6} className={classes.actions} wrap="nowrap">
          <LanguageSwitch visibleFrom="sm" onChange={saveLocale} />
          {hasToken ? (
            <>
              <CartButton />
              {/* On a phone the menu lists the orders: four icons would not fit beside the brand. */}
              <NavIcon
                label={t('shop.nav.myOrders')}
                to={ROUTES.orders}
                icon={IconReceipt}
                visibleFrom="sm"
              />
              <NavIcon label={t('shop.nav.profile')} to={ROUTES.profile} icon={IconUser} />
              {isShopper ? <AccountMenu /> : null}
              <Hint label={t('shop.nav.logout')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  radius="xl"
                  aria-label={t('shop.nav.logout')}
                  loading={logout.isPending || logout.isSuccess}
                  onClick={() => logout.mutate()}
                >
                  <IconLogout size={20} aria-hidden />
                </ActionIcon>
              </Hint>
            </>
          ) : (
            <NavIcon label={t('shop.nav.login')} to={ROUTES.login} icon={IconLogin2} variant="light" />
          )}
        </Group>
      </div>

      {menuMounted ? (
        <LazyBoundary>
          <MobileMenu opened={menuOpened} onClose={closeMenu} isShopper={isShopper} />
        </LazyBoundary>
      ) : null}
    </nav>
  );
}
