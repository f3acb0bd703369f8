import { PageHeader } from '@/components/ui/page-header';
import { StoreOrdersTable } from '@/features/orders/components/store-orders-table';
import { storeOrderPath } from '../store-admin-paths';

/** The store's orders (docs/product.md §7 GET /api/order/store/{storeId}, §9 created_at descending). */
export default function StoreOrdersPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  return (
    <>
      <PageHeader title="Orders" eyebrow={areaLabel}>
        Orders placed at your store: check them and send them on their way.
      </PageHeader>
      <StoreOrdersTable storeId={storeId} orderHref={storeOrderPath} />
    </>
  );
}
