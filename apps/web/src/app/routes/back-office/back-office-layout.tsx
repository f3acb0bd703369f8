import { Badge, Burger, Button, Drawer, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore, IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { BRAND, ROUTES } from '@lumbung/contracts';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useLogout } from '@/features/auth';
import { useT } from '@/i18n';
import type { BackOfficeSection } from './back-office';
import classes from './back-office.module.css';

type BackOfficeLayoutProps = {
  areaLabel: string;
  basePath: string;
  sections: readonly BackOfficeSection[];
  /** Sections an unverified admin cannot open are shown but not linked. */
  sectionsLocked?: boolean;
  banner?: ReactNode;
  /** Whose back-office this is: the store's name (store admin) and the admin's name. */
  storeName?: string | null;
  adminName?: string | null;
};

type MenuProps = {
  areaLabel: string;
  basePath: string;
  sections: readonly BackOfficeSection[];
  locked?: boolean;
  /** Called when a link is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
};

function Menu({ areaLabel, basePath, sections, locked, onNavigate }: MenuProps) {
  const t = useT();
  const links = [
    { path: basePath, label: t('back-office.layout.dashboard'), icon: IconLayoutDashboard },
    ...sections.map(({ path, label, icon }) => ({ path, label, icon })),
  ];
  return (
    <nav aria-label={t('back-office.layout.menu', { area: areaLabel })}>
      <ul className={classes.menu}>
        {links.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            {locked && path !== basePath ? (
              <Text component="span" className={classes.menuLink} data-locked>
                <Icon size={18} aria-hidden />
                {label}
              </Text>
            ) : (
              <NavLink to={path} end={path === basePath} className={classes.menuLink} onClick={onNavigate}>
                <Icon size={18} aria-hidden />
                {label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Identity({ storeName, adminName }: { storeName?: string | null; adminName?: string | null }) {
  const t = useT();
  if (!storeName && !adminName) return null;
  return (
    <Stack gap={2} className={classes.identity} aria-label={t('back-office.layout.signedInAs')}>
      {storeName ? (
        <Group gap={6} wrap="nowrap">
          <IconBuildingStore size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={700} truncate="end">
            {storeName}
          </Text>
        </Group>
      ) : null}
      {adminName ? (
        <Group gap={6} wrap="nowrap">
          <IconUserCircle size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" truncate="end">
            {adminName}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The frame of the store-admin and super-admin areas: a header with whose back-office it is and
 * logout, the section menu as a sidebar on a desktop and in a drawer on a phone.
 */
export function BackOfficeLayout({
  areaLabel,
  basePath,
  sections,
  sectionsLocked,
  banner,
  storeName,
  adminName,
}: BackOfficeLayoutProps) {
  const t = useT();
  const logout = useLogout();
  const [drawerOpen, drawer] = useDisclosure(false);
  const logoutButton = (
    <Button
      variant="white"
      color="leaf"
      size="sm"
      onClick={() => logout.mutate()}
      loading={logout.isPending || logout.isSuccess}
      leftSection={<IconLogout size={16} aria-hidden />}
    >
      {t('back-office.layout.logout')}
    </Button>
  );

  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            opened={drawerOpen}
            onClick={drawer.toggle}
            hiddenFrom="sm"
            color="white"
            size="sm"
            aria-label={drawerOpen ? t('back-office.layout.closeMenu') : t('back-office.layout.openMenu')}
            aria-expanded={drawerOpen}
          />
          <Link
            to={basePath}
            className={classes.brand}
            aria-label={t('back-office.layout.brandDashboard', { brand: BRAND, area: areaLabel })}
          >
            <BrandLogo size={30} inverted />
          </Link>
          <Badge variant="white" color="leaf" radius="sm" visibleFrom="xs">
            {areaLabel}
          </Badge>
        </Group>
        <Group gap="md" wrap="nowrap" miw={0}>
          <div className={classes.headerIdentity}>
            <Identity storeName={storeName} adminName={adminName} />
          </div>
          <Button
            component={Link}
            to={ROUTES.home}
            variant="subtle"
            color="gray.0"
            size="sm"
            leftSection={<IconBuildingStore size={16} aria-hidden />}
            visibleFrom="md"
          >
            {t('back-office.layout.viewShop')}
          </Button>
          {logoutButton}
        </Group>
      </header>
      <div className={classes.body}>
        <aside className={classes.sidebar}>
          <ScrollArea type="never">
            <Menu areaLabel={areaLabel} basePath={basePath} sections={sections} locked={sectionsLocked} />
          </ScrollArea>
        </aside>
        <main id="main-content" tabIndex={-1} className={classes.main}>
          {banner}
          <Outlet />
        </main>
      </div>
      <Drawer
        opened={drawerOpen}
        onClose={drawer.close}
        size="80%"
        title={areaLabel}
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': t('back-office.layout.closeMenu') }}
      >
        <Stack gap="lg">
          <Identity storeName={storeName} adminName={adminName} />
          <Menu
            areaLabel={areaLabel}
            basePath={basePath}
            sections={sections}
            locked={sectionsLocked}
            onNavigate={drawer.close}
          />
          <Button
            component={Link}
            to={ROUTES.home}
            variant="light"
            leftSection={<IconBuildingStore size={16} aria-hidden />}
          >
            {t('back-office.layout.viewShop')}
          </Button>
        </Stack>
      </Drawer>
    </div>
  );
}
