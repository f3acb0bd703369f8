import { setupI18n, type Messages } from '@lingui/core';
import { getCookie, setCookie } from '@/lib/cookies';
import { LOCALE_COOKIE, startingLocale, type Locale } from './locale';
import type accountEn from './catalogues/en/account.json';
import type backOfficeEn from './catalogues/en/back-office.json';
import type cartEn from './catalogues/en/cart.json';
import type checkoutEn from './catalogues/en/checkout.json';
import type glossaryEn from './catalogues/en/glossary.json';
import type refundsEn from './catalogues/en/refunds.json';
import type shopEn from './catalogues/en/shop.json';
import type storeAdminEn from './catalogues/en/store-admin.json';
import type storefrontEn from './catalogues/en/storefront.json';
import type superAdminEn from './catalogues/en/super-admin.json';

/**
 * The catalogues come in namespaces, each downloaded per language, so a page brings only the texts
 * of its language and its part of the shop: `shop` (the shell and the shelves: the first load),
 * `shopper` (account, cart drawer, checkout, payment, orders, refunds) and `admin` (both
 * back-offices, which load `shopper` too: the staff read orders, payments and refunds as shoppers do).
 * A namespace is a few catalogue files (catalogues/<locale>/<file>.json); each file's keys start
 * with its name (`cart.drawer.title` lives in cart.json).
 */
export type Namespace = 'shop' | 'shopper' | 'admin';

/** Every message id of the web app (the English catalogues are the reference). */
export type MessageId =
  | keyof typeof shopEn
  | keyof typeof glossaryEn
  | keyof typeof storefrontEn
  | keyof typeof accountEn
  | keyof typeof cartEn
  | keyof typeof checkoutEn
  | keyof typeof refundsEn
  | keyof typeof backOfficeEn
  | keyof typeof storeAdminEn
  | keyof typeof superAdminEn;

type Loader = () => Promise<{ default: Messages }>;

// One import per file and language, written out: the bundler makes each a chunk of its own.
const LOADERS: Record<Locale, Record<Namespace, Loader[]>> = {
  en: {
    shop: [
      () => import('./catalogues/en/shop.json'),
      () => import('./catalogues/en/glossary.json'),
      () => import('./catalogues/en/storefront.json'),
    ],
    shopper: [
      () => import('./catalogues/en/account.json'),
      () => import('./catalogues/en/cart.json'),
      () => import('./catalogues/en/checkout.json'),
      () => import('./catalogues/en/refunds.json'),
    ],
    admin: [
      () => import('./catalogues/en/back-office.json'),
      () => import('./catalogues/en/store-admin.json'),
      () => import('./catalogues/en/super-admin.json'),
    ],
  },
  id: {
    shop: [
      () => import('./catalogues/id/shop.json'),
      () => import('./catalogues/id/glossary.json'),
      () => import('./catalogues/id/storefront.json'),
    ],
    shopper: [
      () => import('./catalogues/id/account.json'),
      () => import('./catalogues/id/cart.json'),
      () => import('./catalogues/id/checkout.json'),
      () => import('./catalogues/id/refunds.json'),
    ],
    admin: [
      () => import('./catalogues/id/back-office.json'),
      () => import('./catalogues/id/store-admin.json'),
      () => import('./catalogues/id/super-admin.json'),
    ],
  },
};

/**
 * The one Lingui instance of the app. In tests a message missing from the catalogue of the
 * language shown fails the test, where the browser would show its id.
 */
export const i18n = setupI18n(
  import.meta.env.MODE === 'test'
    ? {
        missing: (missingLocale, id) => {
          throw new Error(`The ${missingLocale} catalogue has no message "${id}"`);
        },
      }
    : {},
);

/** The namespaces some page has asked for: a change of language loads them all first. */
const wanted = new Set<Namespace>();
const loading = new Map<string, Promise<void>>();
let locale: Locale = 'en';
const listeners = new Set<(next: Locale) => void>();

function load(target: Locale, namespace: Namespace): Promise<void> {
  const key = `${target}/${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = Promise.all(LOADERS[target][namespace].map((loader) => loader())).then((modules) => {
      for (const module of modules) i18n.load(target, module.default);
    });
    // A failed download (a phone going offline) may be tried again by the next page.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The language the app shows now. */
export function currentLocale(): Locale {
  return locale;
}

/** Resolves once the texts of `namespaces` are there in the current language. */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  return Promise.all(namespaces.map((namespace) => load(locale, namespace))).then(() => undefined);
}

function apply(next: Locale): void {
  locale = next;
  i18n.activate(next);
  document.documentElement.lang = next;
}

/**
 * Starts in the language of the cookie, else the browser's, with the first load's texts.
 * Called once before the first render.
 */
export function startI18n(): Promise<void> {
  locale = startingLocale(getCookie(LOCALE_COOKIE), navigator.languages ?? [navigator.language]);
  return loadNamespaces('shop').then(() => apply(locale));
}

/**
 * Shows the app in `next`: loads every namespace the pages have used so far in that language, then
 * switches at once (never a page half in one language), and remembers the choice in the cookie.
 */
export function switchLocale(next: Locale): Promise<void> {
  setCookie(LOCALE_COOKIE, next, { maxAgeDays: 365, sameSite: 'Lax' });
  if (next === locale && i18n.locale === next) return Promise.resolve();
  return Promise.all([...wanted].map((namespace) => load(next, namespace))).then(() => {
    apply(next);
    for (const listener of listeners) listener(next);
  });
}

/** Calls `listener` after each change of language; returns the unsubscribe. */
export function onLocaleChange(listener: (next: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: every namespace of `target` loaded at once, and active. */
export function activateForTests(target: Locale, catalogues: Messages[]): void {
  for (const messages of catalogues) i18n.load(target, messages);
  for (const namespace of ['shop', 'shopper', 'admin'] as const) {
    wanted.add(namespace);
    loading.set(`${target}/${namespace}`, Promise.resolve());
  }
  apply(target);
}
