import { useSearchParams } from 'react-router';
import { SalesPage } from '@/features/sales';
import { StoreSelect, storeParam, useStoreNames } from './store-filter';

/**
 * Sales across stores (docs/product.md §7 /api/super-admin/sales/...): every store together or one (`store` in
 * the URL), by month, by product and by category; only paid orders count.
 */
export default function SuperSalesPage() {
  const [params] = useSearchParams();
  const storeId = storeParam(params);
  const { stores, error } = useStoreNames();
  const storeName = stores.find((s) => s.store_id === storeId)?.store_name;
  return (
    <SalesPage
      area="super-admin"
      eyebrow="Super admin"
      intro="Monthly sales of every store or one, by product and by category. Only paid orders count."
      storeId={storeId}
      chartTitle={(title) =>
        `${title}: ${storeId === null ? 'all stores' : (storeName ?? `store ${storeId}`)}`
      }
      storePicker={(set) => (
        <StoreSelect
          stores={stores}
          value={storeId}
          onChange={(id) => set({ store: id === null ? null : String(id) })}
          allLabel="All stores"
          error={error}
        />
      )}
    />
  );
}
