import { ROUTES, type FOOTER_CATEGORIES } from '@lumbung/contracts';
import type { MessageId } from '@/i18n';

/**
 * Facts about the business running this LUMBUNG shop. A company deploying LUMBUNG replaces these
 * with its own name, address, mailbox and social accounts.
 */
export const SITE = {
  company: 'PT Lumbung Pangan Nusantara',
  companyCity: 'Jakarta, Indonesia',
  /** A message id: the tagline is shown in the language of the moment. */
  tagline: 'shop.site.tagline',
  email: 'halo@lumbung.id',
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/lumbung.id' },
    { network: 'Facebook', href: 'https://www.facebook.com/lumbung.id' },
    { network: 'X', href: 'https://x.com/lumbung_id' },
    { network: 'TikTok', href: 'https://www.tiktok.com/@lumbung.id' },
  ],
} as const satisfies { tagline: MessageId } & Record<string, unknown>;

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

/**
 * The names of the footer's categories in the language shown; the product list still filters by
 * the category's own name (the link's `category`).
 */
export const CATEGORY_NAMES = {
  'Fruits and Vegetables': 'shop.category.produce',
  Poultry: 'shop.category.poultry',
  Dairy: 'shop.category.dairy',
  'Baked Goods': 'shop.category.bakery',
} as const satisfies Record<(typeof FOOTER_CATEGORIES)[number], MessageId>;

/** The product list filtered to one category. */
export function categoryHref(category: string): string {
  return `${ROUTES.products}?${new URLSearchParams({ category }).toString()}`;
}
