import { ROUTES } from '@lumbung/contracts';
import type { MessageId } from '@/i18n';

/**
 * Facts about the business running this LUMBUNG shop. A company deploying LUMBUNG replaces these
 * with its own name, address, mailbox and social accounts.
 */
export const SITE = {
  company: 'PT Lumbung Pangan Nusantara',
  companyCity: 'Jakarta, Indonesia',
  tagline: 'Fresh groceries from the store nearest you.',
  email: 'halo@lumbung.id',
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/lumbung.id' },
    { network: 'Facebook', href: 'https://www.facebook.com/lumbung.id' },
    { network: 'X', href: 'https://x.com/lumbung_id' },
    { network: 'TikTok', href: 'https://www.tiktok.com/@lumbung.id' },
  ],
} as const;

// Labels are message ids: shown with t() in the language of the moment.
export const NAV_LINKS = [
  { label: 'shop.nav.home', to: ROUTES.home },
  { label: 'shop.nav.products', to: ROUTES.products },
  { label: 'shop.nav.about', to: ROUTES.about },
] as const satisfies readonly { label: MessageId; to: string }[];

/** The shopper's own pages: the user menu, the phone menu and the account pages' tabs. */
export const ACCOUNT_LINKS = [
  { label: 'shop.account.profile', to: ROUTES.profile },
  { label: 'shop.account.addresses', to: ROUTES.addresses },
  { label: 'shop.account.orders', to: ROUTES.orders },
  { label: 'shop.account.paymentHistory', to: ROUTES.paymentHistory },
  { label: 'shop.account.vouchers', to: ROUTES.vouchers },
] as const satisfies readonly { label: MessageId; to: string }[];

export const POLICY_LINKS = [
  { label: 'shop.policy.privacy', to: ROUTES.privacyPolicy },
  { label: 'shop.policy.cookie', to: ROUTES.cookiePolicy },
] as const satisfies readonly { label: MessageId; to: string }[];

/** The product list filtered to one category. */
export function categoryHref(category: string): string {
  return `${ROUTES.products}?${new URLSearchParams({ category }).toString()}`;
}
