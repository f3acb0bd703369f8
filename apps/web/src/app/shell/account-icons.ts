import { IconMapPin, IconReceipt, IconReceipt2, IconTicket, IconUser } from '@tabler/icons-react';
import type { ACCOUNT_LINKS } from '@/config/site';

/** The icon of each account page, the same in every menu. */
export const ACCOUNT_ICONS: Record<(typeof ACCOUNT_LINKS)[number]['label'], typeof IconUser> = {
  Profile: IconUser,
  Addresses: IconMapPin,
  Orders: IconReceipt,
  'Payment history': IconReceipt2,
  Vouchers: IconTicket,
};
