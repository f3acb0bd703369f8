import { lazy, startTransition, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Hint } from '@/components/ui/hint';
import { LazyBoundary } from '@/components/ui/lazy-boundary';
import { useT } from '@/i18n';

const loadDropdown = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.AccountMenuDropdown })));

/**
 * The shopper's account menu beside the Profile icon: profile, addresses, orders,
 * payment history and vouchers from any page. The Profile icon itself still goes straight to the
 * profile editor (docs/product.md §2); on a phone the same links are in the slide-in menu.
 *
 * Until it is first pressed this is only its button: the menu (account-menu-dropdown.tsx) is a
 * lazy chunk, fetched when the pointer or the focus reaches the button and shown, open, once it
 * is pressed. The button stays on the screen meanwhile (a transition keeps it rather than a
 * fallback), and stays as it is if the chunk cannot be fetched.
 */
export function AccountMenu() {
  const t = useT();
  const [pressed, setPressed] = useState(false);
  const button = (
    <Hint label={t('shop.account.yours')} visibleFrom="sm">
      <ActionIcon
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={t('shop.account.menu')}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={() => startTransition(() => setPressed(true))}
      >
        <IconChevronDown size={20} aria-hidden />
      </ActionIcon>
    </Hint>
  );
  return <LazyBoundary fallback={button}>{pressed ? <AccountMenuDropdown /> : button}</LazyBoundary>;
}
