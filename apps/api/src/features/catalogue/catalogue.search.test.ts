/**
 * The shopper's search as people type it: any case or accents, Indonesian or English names for a
 * product, spelling variants, word order and typos, and the "did you mean" of a search that finds
 * nothing. Through the real API, on the demo shelves of two stores plus products only one sells.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, FLAGSHIP_STORE_ID } from '../../db/seed/data';
import { catalogueCalls } from '../../../test/catalogue-calls';
import { makeProduct } from '../../../test/factories';
import { fileApp } from '../../../test/file-app';

const t = fileApp();
const FLAGSHIP = FLAGSHIP_STORE_ID;
const BANDUNG = 1;
const { list, inventoryOf } = catalogueCalls(() => t);

/** The demo names holding `part` (any case). */
const demoNames = (part: string) =>
  DEMO_PRODUCTS.filter((p) => p.name.toLowerCase().includes(part))
    .map((p) => p.name)
    .sort();

/** The names a search finds in a store (sorted), and the answer's suggestion. */
async function search(text: string, storeId = BANDUNG, extra = '') {
  const body = await list(`?pageSize=100&search=${encodeURIComponent(text)}${extra}`, storeId);
  expect(body.store_id).toBe(storeId);
  expect(body.totalItems, text).toBe(body.inventories.length);
  return {
    names: body.inventories.map((i) => i.product_name).sort(),
    inOrder: body.inventories.map((i) => i.product_name),
    ids: body.inventories.map((i) => i.inventory_id),
    didYouMean: body.did_you_mean,
  };
}

/** Sold only in Bandung: a name with accents, and a fruit no demo store sells. */
const CREME = 'Crème Brûlée Vanila';
const DURIAN = 'Durian Montong Premium';
/** "nanas" inside a word of the name: found, but after the names where "nanas" starts a word. */
const ANANAS = 'Bolu Ananas Keju';

beforeAll(async () => {
  for (const name of [CREME, DURIAN, ANANAS]) {
    await makeProduct(t.db, { storeId: BANDUNG, price: 50000, stock: 5, name });
  }
});

describe('the shopper search', () => {
  it('finds a product by its English name, any case, with a typo, and the store’s own item', async () => {
    const apel = await inventoryOf('Apel Fuji 1 kg', BANDUNG);
    for (const text of ['apel', 'APEL', 'Apel', 'apple', 'Apple', 'APPLES', 'aple', 'Àpél']) {
      const found = await search(text);
      expect(found.names, text).toEqual(['Apel Fuji 1 kg']);
      expect(found.ids, text).toEqual([apel.inventory_id]);
      expect(found.didYouMean, text).toBeNull();
    }
    const flagship = await inventoryOf('Apel Fuji 1 kg', FLAGSHIP);
    expect((await search('apple', FLAGSHIP)).ids).toEqual([flagship.inventory_id]);
  });

  it('knows the spellings and names people use: telor, cabe, migor, cooking oil, chicken egg', async () => {
    expect((await search('telor')).names).toEqual(demoNames('telur'));
    expect((await search('eggs')).names).toEqual(demoNames('telur'));
    expect((await search('cabe')).names).toEqual(['Cabai Rawit Merah 100 g']);
    expect((await search('chili')).names).toEqual(['Cabai Rawit Merah 100 g']);
    for (const text of ['migor', 'minyak goreng', 'Minyak-Goreng', 'cooking oil', 'COOKING OIL']) {
      expect((await search(text)).names, text).toEqual(['Minyak Goreng Sawit 2 L']);
    }
    expect((await search('shallot')).names).toEqual(['Bawang Merah Brebes 250 g']);
    expect((await search('garlic')).names).toEqual(['Bawang Putih Kating 250 g']);
    expect((await search('prawn')).names).toEqual(demoNames('udang'));
  });

  it('finds every word of a search in any order, each by any of its names', async () => {
    const eggs = ['Telur Ayam Kampung 10 butir', 'Telur Ayam Negeri 10 butir'];
    for (const text of ['telor ayam', 'ayam telor', 'chicken egg', 'Telur Ayam']) {
      expect((await search(text)).names, text).toEqual(eggs);
    }
    expect((await search('milk chocolate')).names).toEqual([
      'Cokelat Batang Susu 100 g',
      'Susu UHT Cokelat 200 ml',
    ]);
    // The phrase as typed wins over its words found apart ("1,2 kg" holds "1" and "kg").
    expect((await search('1 kg')).names).toEqual(demoNames('1 kg'));
  });

  it('ignores accents and case on both sides', async () => {
    for (const text of ['creme brulee', 'CRÈME BRÛLÉE', 'Crème', 'brulee vanila']) {
      expect((await search(text)).names, text).toEqual([CREME]);
    }
    // Only the store that sells it finds it.
    expect((await search('creme brulee', FLAGSHIP)).names).toEqual([]);
  });

  it('ranks names where the word starts before names that hold it inside a word', async () => {
    const found = await search('nanas');
    expect(found.inOrder).toEqual([...demoNames('nanas').filter((n) => n !== ANANAS), ANANAS]);
    expect(found.inOrder.at(-1)).toBe(ANANAS);
    // In any asked sort: by price the exact matches still come first.
    const byPrice = await search('nanas', BANDUNG, '&sortField=price&sortOrder=desc');
    expect(byPrice.inOrder.at(-1)).toBe(ANANAS);
  });

  it('stands a misspelt word for the close words the store sells', async () => {
    expect((await search('bawng')).names).toEqual(demoNames('bawang'));
    expect((await search('brokolli')).names).toEqual(['Brokoli 250 g']);
    expect((await search('duryan')).names).toEqual([DURIAN]);
    // A close word the store does not sell finds nothing.
    expect((await search('duryan', FLAGSHIP)).names).toEqual([]);
  });

  it('keeps a search with a category to the category', async () => {
    const dairyMilk = await search('milk', BANDUNG, '&category=Dairy');
    expect(dairyMilk.names.length).toBeGreaterThan(2);
    expect(dairyMilk.names.every((n) => n.startsWith('Susu') || n.includes('Susu'))).toBe(true);
    expect(dairyMilk.names).not.toContain('Cokelat Batang Susu 100 g');
  });

  it('suggests the closest text the store sells when a search finds nothing, else null', async () => {
    const jruk = await list('?search=jruk', BANDUNG);
    expect(jruk).toMatchObject({ inventories: [], totalItems: 0, totalPages: 0, did_you_mean: 'jeruk' });
    expect((await search('kcap')).didYouMean).toBe('kecap');
    // Each misspelt word is replaced; a word the store sells stays as typed.
    expect(await search('jruk medn')).toMatchObject({ names: [], didYouMean: 'jeruk medan' });
    expect(await search('Jeruk mdan')).toMatchObject({ names: [], didYouMean: 'jeruk medan' });
    // Nothing close: no suggestion.
    for (const text of ['xyzzy', 'qwrtp', '%']) {
      const nothing = await search(text);
      expect(nothing.names, text).toEqual([]);
      expect(nothing.didYouMean, text).toBeNull();
    }
    // A search that finds something, and a list without a search, suggest nothing.
    expect((await search('jeruk')).didYouMean).toBeNull();
    expect((await list('', BANDUNG)).did_you_mean).toBeNull();
    // Never the query itself, even when the asked category holds none of it.
    expect((await search('jeruk', BANDUNG, '&category=Dairy')).didYouMean).toBeNull();
  });
});
