import { Group, Pagination, type MantineSize } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

type PageButtonsProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Below this width the row keeps fewer buttons so it fits on one line. */
  compactBelow?: string;
  /** Button sizes on a narrow and a wide screen; Mantine's default size when not given. */
  sizes?: { compact: MantineSize; wide: MantineSize };
};

/** The page buttons of a list, named for screen readers; fewer of them on a phone. */
export function PageButtons({ page, totalPages, onChange, compactBelow = '30em', sizes }: PageButtonsProps) {
  const compact = useMediaQuery(`(max-width: ${compactBelow})`) ?? false;
  return (
    <Pagination
      total={totalPages}
      value={Math.min(page, totalPages)}
      onChange={onChange}
      radius="xl"
      size={sizes ? (compact ? sizes.compact : sizes.wide) : undefined}
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

/** Page controls of a list in their own "Pages" navigation; nothing when everything fits one page. */
export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" mt="lg" component="nav" aria-label="Pages">
      <PageButtons page={page} totalPages={totalPages} onChange={onChange} />
    </Group>
  );
}
