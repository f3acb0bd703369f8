import { Drawer, Stack, Text } from '@mantine/core';
import { IconBasket, IconHome, IconInfoCircle, type Icon } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { LAYOUT } from '@lumbung/contracts';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useOpenedAfterMount } from '@/components/ui/opened-once';
import { ACCOUNT_LINKS, NAV_LINKS } from '@/config/site';
import { useSaveLocale } from '@/features/profile';
import { useT, type MessageId } from '@/i18n';
import { ACCOUNT_ICONS } from './account-icons';
import classes from './shell.module.css';

const MENU_ICONS = {
  'shop.nav.home': IconHome,
  'shop.nav.products': IconBasket,
  'shop.nav.about': IconInfoCircle,
} as const;

type MenuLinkProps = { to: string; icon: Icon; label: MessageId; onClose: () => void };

/** One of the menu's links, with its icon; following it closes the menu. */
function MenuLink({ to, icon: LinkIcon, label, onClose }: MenuLinkProps) {
  const t = useT();
  return (
    <NavLink to={to} end className={classes.mobileLink} onClick={onClose}>
      <LinkIcon size={20} aria-hidden />
      {t(label)}
    </NavLink>
  );
}

type MobileMenuProps = { opened: boolean; onClose: () => void; isShopper: boolean };

/**
 * The phone's slide-in menu behind the hamburger: the three links, and a shopper's account pages.
 * A lazy chunk of its own (navbar.tsx), mounted on its first opening.
 */
export function MobileMenu({ opened, onClose, isShopper }: MobileMenuProps) {
  const t = useT();
  const saveLocale = useSaveLocale();
  return (
    <Drawer
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      position="left"
      size={LAYOUT.mobileMenuWidth}
      title={t('shop.nav.menu')}
      overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
      classNames={{ title: classes.menuTitle }}
      zIndex={300}
    >
      <nav aria-label={t('shop.nav.mobile')}>
        <Stack gap={4}>
          {NAV_LINKS.map((link) => (
            <MenuLink key={link.to} {...link} icon={MENU_ICONS[link.label]} onClose={onClose} />
          ))}
          {isShopper ? (
            <>
              <Text component="h2" className={classes.menuSection}>
                {t('shop.account.yours')}
              </Text>
              {ACCOUNT_LINKS.map((link) => (
                <MenuLink key={link.to} {...link} icon={ACCOUNT_ICONS[link.label]} onClose={onClose} />
              ))}
            </>
          ) : null}
        </Stack>
        <LanguageSwitch onChange={saveLocale} />
      </nav>
    </Drawer>
  );
}
