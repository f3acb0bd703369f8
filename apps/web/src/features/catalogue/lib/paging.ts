import { PAGE_SIZES } from '@lumbung/contracts';

/**
 * docs/product.md §9: on the shopper's product list, a page returning fewer than 12 items sets the total
 * pages to the current page (it is the last one). A full page keeps the total the server gave.
 */
export function shopperTotalPages(
  answer: { currentPage: number; totalPages: number; itemCount: number },
  pageSize: number = PAGE_SIZES.shopperProducts,
): number {
  if (answer.itemCount < pageSize) return answer.currentPage;
  return Math.max(answer.totalPages, answer.currentPage);
}

/** "13–24 of 40": the positions of the items on a page, 1-based. */
export function pageRange(
  page: number,
  itemCount: number,
  pageSize: number = PAGE_SIZES.shopperProducts,
): { first: number; last: number } {
  const first = (page - 1) * pageSize + 1;
  return { first, last: first + itemCount - 1 };
}
