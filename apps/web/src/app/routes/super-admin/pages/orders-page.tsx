import { ROUTES } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { PageHeader } from '@/components/ui/page-header';
import { StoreOrdersTable } from '@/features/orders/components/store-orders-table';
import { useStoreNames } from './store-filter';
import { ErrorAlert } from '@/components/ui/error-alert';

const orderHref = (orderId: number) => ROUTES.superAdminOrder(orderId);

/** Every store's orders (docs/product.md §7 GET /api/order/all, §9 created_at ascending), with a store filter. */
export default function SuperOrdersPage() {
  const t = useT();
  const { stores, error } = useStoreNames();
  return (
    <>
      <PageHeader title={t('super-admin.section.orders.label')} eyebrow={t('super-admin.area')}>
        {t('super-admin.orders.intro')}
      </PageHeader>
      {error ? <ErrorAlert mb="md">{error}</ErrorAlert> : null}
      <StoreOrdersTable storeId={null} orderHref={orderHref} stores={stores} />
    </>
  );
}
