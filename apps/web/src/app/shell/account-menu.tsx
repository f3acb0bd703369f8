import { useState } from 'react';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ACCOUNT_LINKS } from '@/config/site';
import { ACCOUNT_ICONS } from './account-icons';

/**
 * The shopper's account menu beside the Profile icon (issue 11): profile, addresses, orders,
 * payment history and vouchers from any page. The Profile icon itself still goes straight to the
 * profile editor (SPEC §2); on a phone the same links are in the slide-in menu.
 */
export function AccountMenu() {
  const [opened, setOpened] = useState(false);
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
      <Menu.Target>
        <Tooltip label="Your account" disabled={opened}>
          <ActionIcon variant="subtle" size="lg" radius="xl" aria-label="Account menu" visibleFrom="sm">
            <IconChevronDown size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Your account</Menu.Label>
        {ACCOUNT_LINKS.map((link) => {
          const Icon = ACCOUNT_ICONS[link.label];
          return (
            <Menu.Item
              key={link.to}
              component={Link}
              to={link.to}
              leftSection={<Icon size={18} aria-hidden />}
            >
              {link.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
