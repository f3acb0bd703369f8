import type { Messages } from '@lingui/core';
import account from '@/i18n/catalogues/en/account.json';
import backOffice from '@/i18n/catalogues/en/back-office.json';
import cart from '@/i18n/catalogues/en/cart.json';
import checkout from '@/i18n/catalogues/en/checkout.json';
import glossary from '@/i18n/catalogues/en/glossary.json';
import shop from '@/i18n/catalogues/en/shop.json';
import storeAdmin from '@/i18n/catalogues/en/store-admin.json';
import storefront from '@/i18n/catalogues/en/storefront.json';
import superAdmin from '@/i18n/catalogues/en/super-admin.json';

/** Every English catalogue, compiled (the tests render in English, the spec's texts). */
export const englishCataloguesForTests: Messages[] = [
  shop,
  glossary,
  storefront,
  account,
  cart,
  checkout,
  backOffice,
  storeAdmin,
  superAdmin,
];
