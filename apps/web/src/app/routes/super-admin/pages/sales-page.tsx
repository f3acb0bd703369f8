import { useSearchParams } from 'react-router';
import { SalesPage } from '@/features/sales';
import { useT } from '@/i18n';
import { StoreSelect, storeParam, useStoreNames } from './store-filter';

/**
 * Sales across stores (docs/product.md §7 /api/super-admin/sales/...): every store together or one (`store` in
 * the URL), by month, by product and by category; only paid orders count.
 */
export default function SuperSalesPage() {
  const t = useT();
  const [params] = useSearchParams();
  const storeId = storeParam(params);
  const { stores, error } = useStoreNames();
  const storeName = stores.find((s) => s.store_id === storeId)?.store_name;
  return (
    <SalesPage
      area="super-admin"
      eyebrow={t('super-admin.area')}
      intro={t('super-admin.sales.intro')}
      storeId={storeId}
      chartTitle={(title) =>
        storeId === null
          ? t('super-admin.sales.chartAllStores', { title })
          : storeName
            ? `${title}: ${storeName}`
            : t('super-admin.sales.chartOfStoreId', { title, id: storeId })
      }
      storePicker={(set) => (
        <StoreSelect
          stores={stores}
          value={storeId}
          onChange={(id) => set({ store: id === null ? null : String(id) })}
          allLabel={t('super-admin.storeFilter.all')}
          error={error}
        />
      )}
    />
  );
}
