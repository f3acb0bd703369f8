import { ActionIcon, Burger, Drawer, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBasket,
  IconHome,
  IconInfoCircle,
  IconLogin2,
  IconLogout,
  IconReceipt,
  IconShoppingCart,
  IconUser,
} from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { LAYOUT, ROUTES } from '@lumbung/contracts';
import { BrandLogo } from '@/components/ui/brand-logo';
import { ACCOUNT_LINKS, NAV_LINKS } from '@/config/site';
import { useLogout } from '@/features/auth';
import { useCart, useCartOwner, useCartUi } from '@/features/cart';
import { useSession } from '@/lib/session';
import { ACCOUNT_ICONS } from './account-icons';
import { AccountMenu } from './account-menu';
import classes from './shell.module.css';

const MENU_ICONS = { Home: IconHome, Products: IconBasket, About: IconInfoCircle } as const;

/** The Cart icon (SPEC §2): opens the drawer and shows how many items the cart holds. */
function CartButton() {
  const { open } = useCartUi();
  const cart = useCart(useCartOwner());
  const count = cart.data?.cart_items.length ?? 0;
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <Tooltip label="Cart">
      <Indicator
        label={count}
        size={18}
        offset={4}
        color="red.8"
        disabled={count === 0}
        inline
        data-testid="cart-count"
      >
        <ActionIcon variant="light" size="lg" radius="xl" aria-label={label} onClick={open}>
          <IconShoppingCart size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}

/** The fixed navigation bar (SPEC §2). */
export function Navbar() {
  const [menuOpened, menu] = useDisclosure(false);
  const { hasToken, claims } = useSession();
  const isShopper = claims?.role === 'USER';

  const logout = useLogout();

  return (
    <nav className={classes.navbar} aria-label="Main">
      <div className={classes.navbarInner}>
        <Burger
          opened={menuOpened}
          onClick={menu.toggle}
          hiddenFrom="sm"
          size="sm"
          aria-label="Open navigation menu"
          aria-expanded={menuOpened}
        />
        <Link to={ROUTES.home} className={classes.brand} aria-label="LUMBUNG home">
          <BrandLogo size={34} />
        </Link>

        <Group gap={4} visibleFrom="sm" className={classes.links}>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={classes.link}>
              {link.label}
            </NavLink>
          ))}
        </Group>

        <Group gap={6} className={classes.actions} wrap="nowrap">
          {hasToken ? (
            <>
              <CartButton />
              <Tooltip label="My orders">
                {/* On a phone the menu lists the orders: four icons would not fit beside the brand. */}
                <ActionIcon
                  visibleFrom="sm"
                  component={Link}
                  to={ROUTES.orders}
                  variant="subtle"
                  size="lg"
                  radius="xl"
                  aria-label="My orders"
                >
                  <IconReceipt size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Profile">
                <ActionIcon
                  component={Link}
                  to={ROUTES.profile}
                  variant="subtle"
                  size="lg"
                  radius="xl"
                  aria-label="Profile"
                >
                  <IconUser size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
              {isShopper ? <AccountMenu /> : null}
              <Tooltip label="Logout">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  radius="xl"
                  aria-label="Logout"
                  loading={logout.isPending || logout.isSuccess}
                  onClick={() => logout.mutate()}
                >
                  <IconLogout size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </>
          ) : (
            <Tooltip label="Login">
              <ActionIcon
                component={Link}
                to={ROUTES.login}
                variant="light"
                size="lg"
                radius="xl"
                aria-label="Login"
              >
                <IconLogin2 size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </div>

      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        position="left"
        size={LAYOUT.mobileMenuWidth}
        title="Menu"
        overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
        classNames={{ title: classes.menuTitle }}
        zIndex={300}
      >
        <nav aria-label="Mobile">
          <Stack gap={4}>
            {NAV_LINKS.map((link) => {
              const Icon = MENU_ICONS[link.label];
              return (
                <NavLink key={link.to} to={link.to} end className={classes.mobileLink} onClick={menu.close}>
                  <Icon size={20} aria-hidden />
                  {link.label}
                </NavLink>
              );
            })}
            {isShopper ? (
              <>
                <Text component="h2" className={classes.menuSection}>
                  Your account
                </Text>
                {ACCOUNT_LINKS.map((link) => {
                  const Icon = ACCOUNT_ICONS[link.label];
                  return (
                    <NavLink
                      key={link.to}
                      to={link.to}
                      end
                      className={classes.mobileLink}
                      onClick={menu.close}
                    >
                      <Icon size={20} aria-hidden />
                      {link.label}
                    </NavLink>
                  );
                })}
              </>
            ) : null}
          </Stack>
        </nav>
      </Drawer>
    </nav>
  );
}
