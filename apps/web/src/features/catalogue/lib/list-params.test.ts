import { describe, expect, it } from 'vitest';
import { changeFilters, DEFAULT_FILTERS, readFilters, productSortQuery, writeFilters } from './list-params';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('the product list filters in the address bar', () => {
  it('reads every filter', () => {
    expect(read('search=apel&category=Dairy&sort=price-desc&page=3')).toEqual({
      search: 'apel',
      category: 'Dairy',
      sort: 'price-desc',
      page: 3,
    });
  });

  it('falls back to the defaults for anything missing or odd', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(read('page=0&sort=password')).toEqual(DEFAULT_FILTERS);
    expect(read('page=abc')).toEqual(DEFAULT_FILTERS);
    expect(read('page=2.5')).toEqual(DEFAULT_FILTERS);
    expect(read('page=-4')).toEqual(DEFAULT_FILTERS);
    expect(read('search=%20%20')).toEqual(DEFAULT_FILTERS);
  });

  it('cuts a search to the 100 characters the API accepts', () => {
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults, so shared links stay short', () => {
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(
      writeFilters({ search: ' tahu ', category: 'Tofu and Tempeh', sort: 'newest', page: 2 }).toString(),
    ).toBe('search=tahu&category=Tofu+and+Tempeh&sort=newest&page=2');
  });

  it('keeps parameters it does not own', () => {
    const base = new URLSearchParams('utm_source=mail&page=4');
    expect(writeFilters({ ...DEFAULT_FILTERS, page: 2 }, base).toString()).toBe('utm_source=mail&page=2');
  });

  it('round-trips', () => {
    const filters = { search: 'susu', category: 'Dairy', sort: 'price-asc' as const, page: 5 };
    expect(readFilters(writeFilters(filters))).toEqual(filters);
  });
});

describe('changeFilters', () => {
  const onPage3 = { search: 'apel', category: 'Dairy', sort: 'name-asc' as const, page: 3 };

  it('starts again from page 1 after a new search, category or sort', () => {
    expect(changeFilters(onPage3, { search: 'jeruk' })).toMatchObject({ search: 'jeruk', page: 1 });
    expect(changeFilters(onPage3, { category: 'Poultry' })).toMatchObject({ category: 'Poultry', page: 1 });
    expect(changeFilters(onPage3, { sort: 'price-asc' })).toMatchObject({ sort: 'price-asc', page: 1 });
  });

  it('keeps the page when nothing really changed, and keeps the filters when paging', () => {
    expect(changeFilters(onPage3, { search: 'apel' })).toEqual(onPage3);
    expect(changeFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });
});

describe('productSortQuery', () => {
  it('maps each sort of the list to the API’s sortField and sortOrder', () => {
    expect(productSortQuery('name-asc')).toEqual({ sortField: 'product_name', sortOrder: 'asc' });
    expect(productSortQuery('name-desc')).toEqual({ sortField: 'product_name', sortOrder: 'desc' });
    expect(productSortQuery('price-asc')).toEqual({ sortField: 'price', sortOrder: 'asc' });
    expect(productSortQuery('price-desc')).toEqual({ sortField: 'price', sortOrder: 'desc' });
    expect(productSortQuery('newest')).toEqual({ sortField: 'created_at', sortOrder: 'desc' });
  });
});
