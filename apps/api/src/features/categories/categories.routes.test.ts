/**
 * Product categories through the real API: the paged list with search, all of them, create,
 * rename, soft delete; unique names whatever their case (409, never 500); a category holding live
 * products is not deleted (409); bad input 400; a store admin and a shopper 403; the shopper's
 * category list follows at once; the Indonesian name beside the English one.
 */
import { describe, expect, it } from 'vitest';
import {
  AllCategoriesResponse,
  CATEGORY_MESSAGES,
  CATEGORY_MESSAGES_ID,
  CategoriesPageResponse,
  CategoriesResponse,
  CategoryResponse,
  fillText,
  PAGE_SIZES,
} from '@lumbung/contracts';
import { DEMO_CATEGORIES } from '../../db/seed/data';
import { authHeaders, DEMO } from '../../../test/sessions';
import { fileApp, fileHeaders } from '../../../test/file-app';

const t = fileApp();
const sup = fileHeaders(t, DEMO.superAdmin);

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object, headers = sup) =>
  t.app.inject({ method, url: `/api/products/categories${url}`, headers, payload });
const create = async (name: string) => {
  const res = await call('POST', '', { category_name: name });
  expect(res.statusCode, res.body).toBe(201);
  return CategoryResponse.parse(res.json()).data;
};
const shopperCategories = async () =>
  CategoriesResponse.parse((await t.app.inject({ url: '/api/users/categories' })).json()).data.map(
    (c) => c.category_name,
  );

describe('listing categories', () => {
  it('pages 10 live categories by name with their product counts, and searches', async () => {
    for (let i = 0; i < 11; i += 1) await create(`Aisle ${String(i).padStart(2, '0')}`);
    const page = CategoriesPageResponse.parse((await call('GET', '')).json());
    expect(page.data).toHaveLength(PAGE_SIZES.categories);
    expect(page.totalPages).toBe(Math.ceil(page.totalItems / 10));
    const names = page.data.map((c) => c.category_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const everything = CategoriesPageResponse.parse((await call('GET', '?pageSize=100')).json());
    expect(everything.data.some((c) => c.product_count > 0)).toBe(true);

    const found = CategoriesPageResponse.parse((await call('GET', '?search=aISLE 0')).json());
    expect(found.totalItems).toBe(10);
    expect(found.data.every((c) => c.category_name.startsWith('Aisle 0'))).toBe(true);
    const second = CategoriesPageResponse.parse((await call('GET', '?search=Aisle&page=2')).json());
    expect(second.data.map((c) => c.category_name)).toEqual(['Aisle 10']);
    const none = CategoriesPageResponse.parse((await call('GET', '?search=_')).json());
    expect(none.totalItems).toBe(0);
  });

  it('answers every live category for pickers', async () => {
    const all = AllCategoriesResponse.parse((await call('GET', '/all')).json()).data;
    const page = CategoriesPageResponse.parse((await call('GET', '?pageSize=100')).json());
    expect(all.map((c) => c.category_id)).toEqual(page.data.map((c) => c.category_id));
  });

  it.each(['?page=0', '?pageSize=1000', `?search=${'x'.repeat(101)}`])(
    'refuses the bad query %s with a 400',
    async (q) => {
      const res = await call('GET', q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    },
  );
});

describe('creating and renaming', () => {
  it('creates a category the shopper can browse at once', async () => {
    const made = await create('  Spices and Herbs ');
    expect(made).toMatchObject({ category_name: 'Spices and Herbs', product_count: 0 });
    expect(await shopperCategories()).toContain('Spices and Herbs');
  });

  it('refuses a live name in any case with a 409 and its message', async () => {
    await create('Frozen Food');
    const res = await call('POST', '', { category_name: 'FROZEN food' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(fillText(CATEGORY_MESSAGES.NAME_TAKEN, { name: 'FROZEN food' }));
  });

  it('refuses a missing, blank, too long or multi-line name with a 400', async () => {
    const cases: [object, string][] = [
      [{}, CATEGORY_MESSAGES.NAME_REQUIRED],
      [{ category_name: '   ' }, CATEGORY_MESSAGES.NAME_REQUIRED],
      [{ category_name: 'x'.repeat(51) }, CATEGORY_MESSAGES.NAME_TOO_LONG],
    ];
    for (const [body, text] of cases) {
      const res = await call('POST', '', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(text);
    }
    expect((await call('POST', '', { category_name: 'a\nb' })).statusCode).toBe(400);
    expect((await call('POST', '', { category_name: 'ok', extra: 1 })).statusCode).toBe(400);
  });

  it('renames, keeps the name unique (its own case may change), and 404s an unknown id', async () => {
    const made = await create('Snacks Corner');
    const renamed = await call('PATCH', `/${made.category_id}`, { category_name: 'Snack Corner' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(CategoryResponse.parse(renamed.json()).data.category_name).toBe('Snack Corner');
    expect(await shopperCategories()).toContain('Snack Corner');
    const recased = await call('PATCH', `/${made.category_id}`, { category_name: 'SNACK CORNER' });
    expect(recased.statusCode).toBe(200);

    await create('Beverages Aisle');
    const clash = await call('PATCH', `/${made.category_id}`, { category_name: 'beverages aisle' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(fillText(CATEGORY_MESSAGES.NAME_TAKEN, { name: 'beverages aisle' }));

    const unknown = await call('PATCH', '/999999', { category_name: 'Nowhere' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CATEGORY_MESSAGES.NOT_FOUND);
    expect((await call('PATCH', '/0', { category_name: 'Zero' })).statusCode).toBe(400);
    expect((await call('PATCH', `/${made.category_id}`, {})).statusCode).toBe(400);
  });
});

describe('names in both languages', () => {
  const shopperList = async () =>
    CategoriesResponse.parse((await t.app.inject({ url: '/api/users/categories' })).json()).data;

  it('answers the Indonesian names of the demo aisles in every list, the shopper filter included', async () => {
    const byName = new Map(DEMO_CATEGORIES.map((c) => [c.name, c.nameId]));
    const all = AllCategoriesResponse.parse((await call('GET', '/all')).json()).data;
    const page = CategoriesPageResponse.parse((await call('GET', '?pageSize=100')).json()).data;
    for (const list of [await shopperList(), all, page]) {
      const demo = list.filter((c) => byName.has(c.category_name as never));
      expect(demo).toHaveLength(DEMO_CATEGORIES.length);
      for (const c of demo) expect(c.category_name_id).toBe(byName.get(c.category_name as never));
    }
    expect(byName.get('Fruits and Vegetables')).toBe('Buah dan Sayur');
    expect(byName.get('Poultry')).toBe('Unggas dan Telur');
  });

  it('creates with an Indonesian name or without; a rename keeps it unless sent, null or blank clears it', async () => {
    const made = await call('POST', '', {
      category_name: 'Frozen Snacks',
      category_name_id: '  Camilan Beku ',
    });
    expect(made.statusCode, made.body).toBe(201);
    const category = CategoryResponse.parse(made.json()).data;
    expect(category).toMatchObject({ category_name: 'Frozen Snacks', category_name_id: 'Camilan Beku' });
    expect((await shopperList()).find((c) => c.category_id === category.category_id)?.category_name_id).toBe(
      'Camilan Beku',
    );
    expect((await create('Baby Care')).category_name_id).toBeNull();

    const rename = async (body: object) => {
      const res = await call('PATCH', `/${category.category_id}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return CategoryResponse.parse(res.json()).data;
    };
    expect(await rename({ category_name: 'Frozen Treats' })).toMatchObject({
      category_name: 'Frozen Treats',
      category_name_id: 'Camilan Beku',
    });
    expect(
      (await rename({ category_name: 'Frozen Treats', category_name_id: 'Jajanan Beku' })).category_name_id,
    ).toBe('Jajanan Beku');
    const found = CategoriesPageResponse.parse((await call('GET', '?search=jajanan')).json()).data;
    expect(found.map((c) => c.category_id)).toEqual([category.category_id]);
    expect(
      (await rename({ category_name: 'Frozen Treats', category_name_id: null })).category_name_id,
    ).toBeNull();
    await rename({ category_name: 'Frozen Treats', category_name_id: 'Jajanan Beku' });
    expect(
      (await rename({ category_name: 'Frozen Treats', category_name_id: '  ' })).category_name_id,
    ).toBeNull();
  });

  it('refuses a too long or multi-line Indonesian name with a 400 in the language of the request', async () => {
    const long = { category_name: 'Long Names', category_name_id: 'x'.repeat(51) };
    const en = await call('POST', '', long);
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe(
      `The request is not valid: body.category_name_id: ${CATEGORY_MESSAGES.NAME_ID_TOO_LONG}`,
    );
    const id = await t.app.inject({
      method: 'POST',
      url: '/api/products/categories',
      headers: { ...sup, 'accept-language': 'id' },
      payload: long,
    });
    expect(id.json().message).toBe(
      `Permintaan tidak valid: body.category_name_id: ${CATEGORY_MESSAGES_ID.NAME_ID_TOO_LONG}`,
    );
    expect((await call('POST', '', { category_name: 'Lines', category_name_id: 'a\nb' })).statusCode).toBe(
      400,
    );
  });
});

describe('deleting', () => {
  it('soft-deletes an empty category, frees its name, and the shopper no longer sees it', async () => {
    const made = await create('Seasonal Goods');
    const res = await call('PATCH', `/delete/${made.category_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(CategoryResponse.parse(res.json()).data.category_id).toBe(made.category_id);
    expect(await shopperCategories()).not.toContain('Seasonal Goods');
    const all = AllCategoriesResponse.parse((await call('GET', '/all')).json()).data;
    expect(all.map((c) => c.category_id)).not.toContain(made.category_id);
    expect((await call('PATCH', `/delete/${made.category_id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/${made.category_id}`, { category_name: 'Back' })).statusCode).toBe(404);
    await create('Seasonal Goods');
  });

  it('refuses to delete a category that holds live products, saying so', async () => {
    const page = CategoriesPageResponse.parse((await call('GET', '?pageSize=100')).json());
    const full = page.data.find((c) => c.product_count > 0)!;
    const res = await call('PATCH', `/delete/${full.category_id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(fillText(CATEGORY_MESSAGES.HAS_PRODUCTS, { count: full.product_count }));
    expect(await shopperCategories()).toContain(full.category_name);
  });
});

describe('access', () => {
  it('refuses a store admin and a shopper on every call', async () => {
    const made = await create('Guarded Aisle');
    for (const who of [DEMO.jakartaAdmin, DEMO.shopper]) {
      const headers = await authHeaders(t.app, who);
      const answers = await Promise.all([
        call('GET', '', undefined, headers),
        call('GET', '/all', undefined, headers),
        call('POST', '', { category_name: 'Sneaky' }, headers),
        call('PATCH', `/${made.category_id}`, { category_name: 'Sneaky' }, headers),
        call('PATCH', `/delete/${made.category_id}`, undefined, headers),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    }
    const still = AllCategoriesResponse.parse((await call('GET', '/all')).json()).data;
    expect(still.map((c) => c.category_name)).toContain('Guarded Aisle');
  });
});
