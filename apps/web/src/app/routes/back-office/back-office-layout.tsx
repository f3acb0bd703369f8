import { Badge, Button, Group, ScrollArea, Text } from '@mantine/core';
import { IconBuildingStore, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { BRAND, ROUTES } from '@lumbung/contracts';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useLogout } from '@/features/auth';
import type { BackOfficeSection } from './back-office';
import classes from './back-office.module.css';

type BackOfficeLayoutProps = {
  areaLabel: string;
  basePath: string;
  sections: readonly BackOfficeSection[];
  /** Sections an unverified admin cannot open are shown but not linked. */
  sectionsLocked?: boolean;
  banner?: ReactNode;
};

/** The frame of the store-admin and super-admin areas: a header and a section menu. */
export function BackOfficeLayout({
  areaLabel,
  basePath,
  sections,
  sectionsLocked,
  banner,
}: BackOfficeLayoutProps) {
  const logout = useLogout();

  const links = [
    { path: basePath, label: 'Dashboard', icon: IconLayoutDashboard },
    ...sections.map(({ path, label, icon }) => ({ path, label, icon })),
  ];

  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap">
          <Link to={basePath} className={classes.brand} aria-label={`${BRAND} ${areaLabel} dashboard`}>
            <BrandLogo size={30} inverted />
          </Link>
          <Badge variant="white" color="leaf" radius="sm" visibleFrom="xs">
            {areaLabel}
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={ROUTES.home}
            variant="subtle"
            color="gray.0"
            size="sm"
            leftSection={<IconBuildingStore size={16} aria-hidden />}
            visibleFrom="sm"
          >
            View shop
          </Button>
          <Button
            variant="white"
            color="leaf"
            size="sm"
            onClick={() => logout.mutate()}
            loading={logout.isPending || logout.isSuccess}
            leftSection={<IconLogout size={16} aria-hidden />}
          >
            Logout
          </Button>
        </Group>
      </header>
      <div className={classes.body}>
        <nav aria-label={`${areaLabel} menu`} className={classes.sidebar}>
          <ScrollArea type="never">
            <ul className={classes.menu}>
              {links.map(({ path, label, icon: Icon }) => {
                const locked = sectionsLocked && path !== basePath;
                return (
                  <li key={label}>
                    {locked ? (
                      <Text component="span" className={classes.menuLink} data-locked>
                        <Icon size={18} aria-hidden />
                        {label}
                      </Text>
                    ) : (
                      <NavLink to={path} end className={classes.menuLink}>
                        <Icon size={18} aria-hidden />
                        {label}
                      </NavLink>
                    )}
                  </li>
                );
              })}
            </ul>
          </ScrollArea>
        </nav>
        <main id="main-content" tabIndex={-1} className={classes.main}>
          {banner}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
