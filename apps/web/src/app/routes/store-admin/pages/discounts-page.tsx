import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { FormDrawer, useNewFormParam } from '@/components/back-office/form-drawer';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { DiscountForm, DiscountsTable } from '@/features/discounts';
import { useT } from '@/i18n';
import { storeDiscountPath } from '../store-admin-paths';

/** The store's discounts and the form for a new one (`?new` in the URL keeps it open). */
export default function DiscountsPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const [creating, setCreating] = useNewFormParam();

  return (
    <>
      <PageHeader title={t('store-admin.section.discounts')} eyebrow={areaLabel}>
        {t('store-admin.section.discountsText')}
      </PageHeader>
      <DiscountsTable
        storeId={storeId}
        discountHref={storeDiscountPath}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {t('store-admin.discount.new')}
          </Button>
        }
      />
      <FormDrawer
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('store-admin.discount.new')}
        closeLabel={t('store-admin.discountsPage.closeForm')}
      >
        <DiscountForm
          storeId={storeId}
          initialType={params.get('new') ?? ''}
          onCreated={() => {
            toast.success(t('store-admin.discountsPage.created'));
            setCreating(false);
          }}
        />
      </FormDrawer>
    </>
  );
}
