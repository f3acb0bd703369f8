import { IconMapPin, IconReceipt, IconReceipt2, IconTicket, IconUser } from '@tabler/icons-react';
import type { ACCOUNT_LINKS } from '@/config/site';

/** The icon of each account page, the same in every menu. */
export const ACCOUNT_ICONS: Record<(typeof ACCOUNT_LINKS)[number]['label'], typeof IconUser> = {
  'shop.account.profile': IconUser,
  'shop.account.addresses': IconMapPin,
  'shop.account.orders': IconReceipt,
  'shop.account.paymentHistory': IconReceipt2,
  'shop.account.vouchers': IconTicket,
};
