import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from './categories.schemas';
import { FIELD_RULES } from './common.schemas';
import { ORDER_STATUSES } from './constants';
import { INTL_LOCALE, isLocale, LOCALES, localeOfLanguageTag } from './locale';
import { MESSAGES } from './messages';
import {
  CATEGORY_MESSAGES_ID,
  FIELD_RULES_ID,
  PRODUCT_MESSAGES_ID,
  STORE_ADMIN_TEXTS_ID,
  STORE_TEXTS_ID,
  USER_MESSAGES_ID,
  VOUCHER_ANSWERS_ID,
  VOUCHER_TEXTS_ID,
} from './messages.features.id';
import { MESSAGES_ID } from './messages.id';
import { formatMessageIn, messagesFor } from './messages.locale';
import { ORDER_STATUS_NAMES } from './order-status-names';
import { PRODUCT_MESSAGES } from './products.schemas';
import { STORE_ADMIN_TEXTS } from './store-admins.schemas';
import { STORE_TEXTS } from './stores.schemas';
import { USER_MESSAGES } from './users.schemas';
import { VOUCHER_ANSWERS, VOUCHER_TEXTS } from './vouchers.schemas';

/** Texts allowed to read the same in both languages: brand words, "OK", codes. */
const SAME_IN_BOTH = new Set<string>(['OK']);

type Catalogue = Readonly<Record<string, string>>;
const TWINS: Array<[name: string, en: Catalogue, id: Catalogue]> = [
  ['MESSAGES', MESSAGES, MESSAGES_ID],
  ['FIELD_RULES', FIELD_RULES, FIELD_RULES_ID],
  ['CATEGORY_MESSAGES', CATEGORY_MESSAGES, CATEGORY_MESSAGES_ID],
  ['PRODUCT_MESSAGES', PRODUCT_MESSAGES, PRODUCT_MESSAGES_ID],
  ['VOUCHER_TEXTS', VOUCHER_TEXTS, VOUCHER_TEXTS_ID],
  ['VOUCHER_ANSWERS', VOUCHER_ANSWERS, VOUCHER_ANSWERS_ID],
  ['STORE_TEXTS', STORE_TEXTS, STORE_TEXTS_ID],
  ['STORE_ADMIN_TEXTS', STORE_ADMIN_TEXTS, STORE_ADMIN_TEXTS_ID],
  ['USER_MESSAGES', USER_MESSAGES, USER_MESSAGES_ID],
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Indonesian catalogues', () => {
  it.each(TWINS)('%s has every key of the English one and no other', (_name, en, id) => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
  });

  it('MESSAGES_ID has the same placeholders as MESSAGES, key by key', () => {
    for (const key of Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>) {
      expect(placeholders(MESSAGES_ID[key]), key).toEqual(placeholders(MESSAGES[key]));
    }
  });

  it.each(TWINS)('%s: an Indonesian text uses only the placeholders its English one fills', (_n, en, id) => {
    for (const key of Object.keys(en)) {
      const english = new Set(placeholders(en[key]!));
      for (const name of placeholders(id[key]!)) expect(english.has(name), `${key} {${name}}`).toBe(true);
    }
  });

  it.each(TWINS)('%s: no Indonesian text is left in English', (_name, en, id) => {
    for (const key of Object.keys(en)) {
      if (SAME_IN_BOTH.has(en[key]!)) continue;
      expect(id[key], key).not.toBe(en[key]);
      expect(id[key]!.trim(), key).not.toBe('');
    }
  });

  it('gives one English text the same Indonesian wherever it appears', () => {
    const seen = new Map<string, { where: string; id: string }>();
    for (const [name, en, id] of TWINS) {
      for (const key of Object.keys(en)) {
        const first = seen.get(en[key]!);
        if (first) expect(id[key], `${name}.${key} and ${first.where}`).toBe(first.id);
        else seen.set(en[key]!, { where: `${name}.${key}`, id: id[key]! });
      }
    }
  });

  it('picks the catalogue of a language and fills its placeholders', () => {
    expect(messagesFor('en')).toBe(MESSAGES);
    expect(messagesFor('id').CART_TITLE).toBe('Keranjang');
    expect(formatMessageIn('id', 'CART_STOCK_LEFT', { product: 'Apel Fuji', left: 2 })).toBe(
      'Stok Apel Fuji tinggal 2.',
    );
    expect(formatMessageIn('en', 'CART_STOCK_LEFT', { product: 'Apel Fuji', left: 2 })).toBe(
      'Only 2 left in stock of Apel Fuji.',
    );
  });
});

describe('languages', () => {
  it('reads Indonesian and English language tags and nothing else', () => {
    expect(['id', 'id-ID', 'in', 'ID_id'].map(localeOfLanguageTag)).toEqual(['id', 'id', 'id', 'id']);
    expect(['en', 'en-US', 'en-GB'].map(localeOfLanguageTag)).toEqual(['en', 'en', 'en']);
    expect(['fr', 'ms-MY', '*', '', 'ind'].map(localeOfLanguageTag)).toEqual([null, null, null, null, null]);
    expect(LOCALES.every(isLocale)).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(Object.keys(INTL_LOCALE).sort()).toEqual([...LOCALES].sort());
  });

  it('names every order state in both languages with the shoppers words', () => {
    for (const locale of LOCALES)
      expect(Object.keys(ORDER_STATUS_NAMES[locale]).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUS_NAMES.id.PROCESSING).toBe('Dikemas');
    expect(ORDER_STATUS_NAMES.en.SHIPPED).toBe('On the way');
    for (const status of ORDER_STATUSES)
      expect(ORDER_STATUS_NAMES.id[status]).not.toBe(ORDER_STATUS_NAMES.en[status]);
  });
});
