import { describe, expect, it } from 'vitest';
import { pageRange, shopperTotalPages } from './paging';

describe('shopperTotalPages (docs/product.md §9)', () => {
  it('a page with fewer than 12 items makes the current page the last', () => {
    expect(shopperTotalPages({ currentPage: 2, totalPages: 5, itemCount: 7 })).toBe(2);
    expect(shopperTotalPages({ currentPage: 1, totalPages: 1, itemCount: 11 })).toBe(1);
    expect(shopperTotalPages({ currentPage: 4, totalPages: 4, itemCount: 1 })).toBe(4);
  });

  it('a full page keeps the total the server gave', () => {
    expect(shopperTotalPages({ currentPage: 2, totalPages: 5, itemCount: 12 })).toBe(5);
    expect(shopperTotalPages({ currentPage: 5, totalPages: 5, itemCount: 12 })).toBe(5);
  });

  it('never says there are fewer pages than the one shown', () => {
    expect(shopperTotalPages({ currentPage: 3, totalPages: 2, itemCount: 12 })).toBe(3);
  });
});

describe('pageRange', () => {
  it('numbers the items of a page from 1', () => {
    expect(pageRange(1, 12)).toEqual({ first: 1, last: 12 });
    expect(pageRange(3, 4)).toEqual({ first: 25, last: 28 });
  });
});
