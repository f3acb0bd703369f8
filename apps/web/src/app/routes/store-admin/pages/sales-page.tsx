import { SalesPage } from '@/features/sales';

/** The year's sales of the store by month, by product and by category (paid orders only). */
export default function StoreSalesPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  return (
    <SalesPage
      area="store-admin"
      eyebrow={areaLabel}
      intro="Monthly sales of your store, by product and by category. Only paid orders count."
      storeId={storeId}
    />
  );
}
