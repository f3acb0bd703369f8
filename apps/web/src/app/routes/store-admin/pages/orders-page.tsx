import { PageHeader } from '@/components/ui/page-header';
import { StoreOrdersTable } from '@/features/orders/components/store-orders-table';
import { useT } from '@/i18n';
import { storeOrderPath } from '../store-admin-paths';

/** The store's orders (docs/product.md §7 GET /api/order/store/{storeId}, §9 created_at descending). */
export default function StoreOrdersPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t('store-admin.section.orders')} eyebrow={areaLabel}>
        {t('store-admin.section.ordersText')}
      </PageHeader>
      <StoreOrdersTable storeId={storeId} orderHref={storeOrderPath} />
    </>
  );
}
