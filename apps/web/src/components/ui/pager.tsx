import { Group, Pagination, type MantineSize } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT, type MessageId } from '@/i18n';

const CONTROL_NAMES: Record<'first' | 'previous' | 'next' | 'last', MessageId> = {
  first: 'shop.pages.first',
  previous: 'shop.pages.previous',
  next: 'shop.pages.next',
  last: 'shop.pages.last',
};

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
  const t = useT();
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
        'aria-label': t('shop.pages.page', { page: item }),
        'aria-current': item === page ? 'page' : undefined,
      })}
      getControlProps={(control) => ({ 'aria-label': t(CONTROL_NAMES[control]) })}
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
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" mt="lg" component="nav" aria-label={t('shop.pages.label')}>
      <PageButtons page={page} totalPages={totalPages} onChange={onChange} />
    </Group>
  );
}
