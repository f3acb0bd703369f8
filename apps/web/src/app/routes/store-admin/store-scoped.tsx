import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { useT } from '@/i18n';
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
 * /admin-store cookie at login and fails with 'Store ID is missing in cookies.' without it (docs/product.md §5),
 * the one reason the cookie's id can be missing.
 */
export function StoreScoped({ title, areaLabel, children }: StoreScopedProps) {
  const t = useT();
  const assigned = useAssignedStoreId();
  if (assigned.storeId !== null) return children(assigned.storeId);
  return (
    <>
      <PageHeader title={title} eyebrow={areaLabel} />
      <ErrorAlert title={t('store-admin.store.needed')}>
        {t('store-admin.store.idMissing')}{' '}
        <Anchor component={Link} to={ROUTES.storeAdmin} fw={700} size="sm">
          {t('store-admin.store.openDashboard')}
        </Anchor>
      </ErrorAlert>
    </>
  );
}
