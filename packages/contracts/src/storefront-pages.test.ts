import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from './catalogue.filters';
import { apiReadKey } from './catalogue.reads';
import { storefrontPageOf, storefrontReads } from './storefront-pages';

const pageOf = (path: string, query = '') => storefrontPageOf(path, new URLSearchParams(query));

describe('the storefront pages whose first reads the API makes', () => {
  it('knows home, the product list with its filters, and a product page', () => {
    expect(pageOf('/')).toEqual({ kind: 'home' });
    expect(pageOf('/products-page')).toEqual({ kind: 'products', filters: DEFAULT_FILTERS });
    expect(pageOf('/products-page', 'category=Dairy&sort=newest&page=3')).toEqual({
      kind: 'products',
      filters: { search: '', category: 'Dairy', sort: 'newest', page: 3 },
    });
    expect(pageOf('/products-page/111')).toEqual({ kind: 'product', inventoryId: 111 });
  });

  it('knows no other page, nor a product id that is not a positive whole number', () => {
    for (const path of [
      '/about-page',
      '/products-page/',
      '/products-page/0',
      '/products-page/1x',
      '/products-page/1/2',
    ])
      expect(pageOf(path), path).toBeNull();
    expect(pageOf('/products-page/12345678901')).toBeNull();
  });

  it('keys a read by its path and its sent values in name order', () => {
    expect(apiReadKey('/api/users/categories')).toBe('/api/users/categories');
    expect(apiReadKey('/api/x', { b: 2, a: 'y z', c: undefined, d: null })).toBe('/api/x?a=y+z&b=2');
    expect(apiReadKey('/api/x', { a: 'y z', b: 2 })).toBe(apiReadKey('/api/x', { b: 2, a: 'y z' }));
  });

  it("makes the home page's reads for the given store", () => {
    const keys = storefrontReads({ kind: 'home' }, 5).map((read) => apiReadKey(read.path, read.query));
    expect(keys).toEqual([
      '/api/users/categories',
      '/api/users/stores/5',
      '/api/users/discounts/5',
      '/api/users/products/5?onSale=true&page=1&pageSize=8',
      '/api/users/products/5?page=1&pageSize=10&sortField=created_at&sortOrder=desc',
    ]);
  });
});
