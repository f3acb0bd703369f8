import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Hint } from '@/components/ui/hint';
import { useOpenedAfterMount } from '@/components/ui/opened-once';
import { ACCOUNT_LINKS } from '@/config/site';
import { useT } from '@/i18n';
import { ACCOUNT_ICONS } from './account-icons';

/**
 * The account menu itself (Mantine's Menu, floating-ui and focus handling: a lazy chunk). It mounts
 * when the shopper first presses the menu's button (account-menu.tsx) and opens at once.
 */
export function AccountMenuDropdown() {
  const t = useT();
  // It was pressed to be mounted: open, once mounted (placed against its button, fading in).
  const [closed, setClosed] = useState(false);
  // The pressed button was the stand-in's (account-menu.tsx): the focus moves to this one before
  // the menu opens, so closing the menu gives the focus back to it.
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  const opened = useOpenedAfterMount(!closed);
  const setOpened = (next: boolean) => setClosed(!next);
  return (
    <Menu
      position="bottom-end"
      width={220}
      radius="md"
      shadow="md"
      withinPortal
      zIndex={300}
      opened={opened}
      onChange={setOpened}
    >
      <Hint label={t('shop.account.yours')} disabled={opened} visibleFrom="sm">
        <Menu.Target>
          <ActionIcon ref={button} variant="subtle" size="lg" radius="xl" aria-label={t('shop.account.menu')}>
            <IconChevronDown size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
      </Hint>
      <Menu.Dropdown>
        <Menu.Label>{t('shop.account.yours')}</Menu.Label>
        {ACCOUNT_LINKS.map((link) => {
          const Icon = ACCOUNT_ICONS[link.label];
          return (
            <Menu.Item
              key={link.to}
              component={Link}
              to={link.to}
              leftSection={<Icon size={18} aria-hidden />}
            >
              {t(link.label)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
