import { Drawer, Stack, Text } from '@mantine/core';
import { IconBasket, IconHome, IconInfoCircle } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { LAYOUT } from '@lumbung/contracts';
import { useOpenedAfterMount } from '@/components/ui/opened-once';
import { ACCOUNT_LINKS, NAV_LINKS } from '@/config/site';
import { ACCOUNT_ICONS } from './account-icons';
import classes from './shell.module.css';

const MENU_ICONS = { Home: IconHome, Products: IconBasket, About: IconInfoCircle } as const;

type MobileMenuProps = { opened: boolean; onClose: () => void; isShopper: boolean };

/**
 * The phone's slide-in menu behind the hamburger: the three links, and a shopper's account pages.
 * A lazy chunk of its own (navbar.tsx), mounted on its first opening.
 */
export function MobileMenu({ opened, onClose, isShopper }: MobileMenuProps) {
  return (
    <Drawer
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
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
              <NavLink key={link.to} to={link.to} end className={classes.mobileLink} onClick={onClose}>
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
                  <NavLink key={link.to} to={link.to} end className={classes.mobileLink} onClick={onClose}>
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
  );
}
