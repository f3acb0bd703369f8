import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { useAssignedStoreId } from '@/lib/assigned-store';
import { ErrorAlert } from '@/components/ui/error-alert';

type StoreScopedProps = {
  title: string;
  areaLabel: string;
  /** The screen, given the admin's store id from the /admin-store cookie. */
  children: (storeId: number) => ReactNode;
};

/**
 * A store-scoped screen of the store back-office: it works on the store id kept in the
 * /admin-store cookie at login and fails with 'Store ID is missing in cookies.' without it (docs/product.md §5).
 */
export function StoreScoped({ title, areaLabel, children }: StoreScopedProps) {
  const assigned = useAssignedStoreId();
  if (assigned.storeId !== null) return children(assigned.storeId);
  return (
    <>
      <PageHeader title={title} eyebrow={areaLabel} />
      <ErrorAlert title="This page needs your store">
        {assigned.error}{' '}
        <Anchor component={Link} to={ROUTES.storeAdmin} fw={700} size="sm">
          Open the dashboard to load your store
        </Anchor>
      </ErrorAlert>
    </>
  );
}
