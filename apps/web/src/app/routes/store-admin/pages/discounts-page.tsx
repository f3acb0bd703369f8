import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { FormDrawer, useNewFormParam } from '@/components/back-office/form-drawer';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { DiscountForm, DiscountsTable } from '@/features/discounts';
import { storeDiscountPath } from '../store-admin-paths';

export const DISCOUNT_CREATED_TOAST = 'Discount created: shoppers see it now.';

/** The store's discounts and the form for a new one (`?new` in the URL keeps it open). */
export default function DiscountsPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const [params] = useSearchParams();
  const [creating, setCreating] = useNewFormParam();

  return (
    <>
      <PageHeader title="Discounts" eyebrow={areaLabel}>
        Percentage, nominal and buy-one-get-one discounts of your store.
      </PageHeader>
      <DiscountsTable
        storeId={storeId}
        discountHref={storeDiscountPath}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            New discount
          </Button>
        }
      />
      <FormDrawer
        opened={creating}
        onClose={() => setCreating(false)}
        title="New discount"
        closeLabel="Close the new discount form"
      >
        <DiscountForm
          storeId={storeId}
          initialType={params.get('new') ?? ''}
          onCreated={() => {
            toast.success(DISCOUNT_CREATED_TOAST);
            setCreating(false);
          }}
        />
      </FormDrawer>
    </>
  );
}
