import type { Messages } from '@lingui/core';
import account from '@/i18n/catalogues/en/account.json';
import backOffice from '@/i18n/catalogues/en/back-office.json';
import cart from '@/i18n/catalogues/en/cart.json';
import checkout from '@/i18n/catalogues/en/checkout.json';
import glossary from '@/i18n/catalogues/en/glossary.json';
import refunds from '@/i18n/catalogues/en/refunds.json';
import shop from '@/i18n/catalogues/en/shop.json';
import storeAdmin from '@/i18n/catalogues/en/store-admin.json';
import storefront from '@/i18n/catalogues/en/storefront.json';
import superAdmin from '@/i18n/catalogues/en/super-admin.json';
import accountId from '@/i18n/catalogues/id/account.json';
import backOfficeId from '@/i18n/catalogues/id/back-office.json';
import cartId from '@/i18n/catalogues/id/cart.json';
import checkoutId from '@/i18n/catalogues/id/checkout.json';
import glossaryId from '@/i18n/catalogues/id/glossary.json';
import refundsId from '@/i18n/catalogues/id/refunds.json';
import shopId from '@/i18n/catalogues/id/shop.json';
import storeAdminId from '@/i18n/catalogues/id/store-admin.json';
import storefrontId from '@/i18n/catalogues/id/storefront.json';
import superAdminId from '@/i18n/catalogues/id/super-admin.json';

/** Every English catalogue, compiled (the tests render in English, the spec's texts). */
export const englishCataloguesForTests: Messages[] = [
  shop,
  glossary,
  storefront,
  account,
  cart,
  checkout,
  refunds,
  backOffice,
  storeAdmin,
  superAdmin,
];

/** Every Indonesian catalogue, compiled, for tests that switch the app to Bahasa Indonesia at once. */
export const indonesianCataloguesForTests: Messages[] = [
  shopId,
  glossaryId,
  storefrontId,
  accountId,
  cartId,
  checkoutId,
  refundsId,
  backOfficeId,
  storeAdminId,
  superAdminId,
];
