import { PageButtons } from '@/components/ui/pager';

type ProductsPagerProps = { page: number; totalPages: number; onChange: (page: number) => void };

/**
 * The product list's page buttons: larger than a back-office list's, smaller on a phone so the row
 * fits on one line. A lazy chunk (products-page.tsx fetches it with the page's first answer), so
 * Mantine's Pagination stays out of the first load: the buttons sit below the grid, out of the
 * first screen.
 */
export function ProductsPager(props: ProductsPagerProps) {
  return <PageButtons {...props} compactBelow="36em" sizes={{ compact: 'md', wide: 'lg' }} />;
}
