import { Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

type ProductsPagerProps = { page: number; totalPages: number; onChange: (page: number) => void };

/**
 * The product list's page buttons, named for screen readers; fewer and smaller on a phone so the
 * row fits on one line. Mantine's Pagination is a lazy chunk (products-page.tsx fetches it with the
 * page's first answer): the buttons sit below the grid, out of the first screen (issue 15).
 */
export function ProductsPager({ page, totalPages, onChange }: ProductsPagerProps) {
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Pagination
      total={totalPages}
      value={page}
      onChange={onChange}
      radius="xl"
      size={compact ? 'md' : 'lg'}
      siblings={compact ? 0 : 1}
      boundaries={1}
      getItemProps={(item) => ({
        'aria-label': `Page ${item}`,
        'aria-current': item === page ? 'page' : undefined,
      })}
      getControlProps={(control) => ({
        'aria-label': {
          first: 'First page',
          previous: 'Previous page',
          next: 'Next page',
          last: 'Last page',
        }[control],
      })}
    />
  );
}
