import { ROUTES } from '@lumbung/contracts';

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

export const NAV_LINKS = [
  { label: 'Home', to: ROUTES.home },
  { label: 'Products', to: ROUTES.products },
  { label: 'About', to: ROUTES.about },
] as const;

/** The shopper's own pages: the user menu, the phone menu and the account pages' tabs. */
export const ACCOUNT_LINKS = [
  { label: 'Profile', to: ROUTES.profile },
  { label: 'Addresses', to: ROUTES.addresses },
  { label: 'Orders', to: ROUTES.orders },
  { label: 'Payment history', to: ROUTES.paymentHistory },
  { label: 'Vouchers', to: ROUTES.vouchers },
] as const;

export const POLICY_LINKS = [
  { label: 'Privacy Policy', to: ROUTES.privacyPolicy },
  { label: 'Cookie Policy', to: ROUTES.cookiePolicy },
] as const;

/** The product list filtered to one category. */
export function categoryHref(category: string): string {
  return `${ROUTES.products}?${new URLSearchParams({ category }).toString()}`;
}
