/**
 * The answer of a back-office list (docs/product.md §9: 10 a page): the page's rows and the figures
 * the pager shows.
 */
export function pageOf<T>(data: T[], totalItems: number, q: { page: number; pageSize: number }) {
  return { data, currentPage: q.page, totalPages: Math.ceil(totalItems / q.pageSize), totalItems };
}
