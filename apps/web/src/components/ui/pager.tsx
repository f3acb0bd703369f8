import { Group, Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Page controls of a list, named for screen readers; compact on a phone. */
export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const compact = useMediaQuery('(max-width: 30em)') ?? false;
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" mt="lg" component="nav" aria-label="Pages">
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        onChange={onChange}
        radius="xl"
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
    </Group>
  );
}
