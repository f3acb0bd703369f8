import { SalesPage } from '@/features/sales';
import { useT } from '@/i18n';

/** The year's sales of the store by month, by product and by category (paid orders only). */
export default function StoreSalesPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const t = useT();
  return (
    <SalesPage
      area="store-admin"
      eyebrow={areaLabel}
      intro={t('store-admin.salesPage.intro')}
      storeId={storeId}
    />
  );
}
