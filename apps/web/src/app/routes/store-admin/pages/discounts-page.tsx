import { Button, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { DiscountForm, DiscountsTable } from '@/features/discounts';
import { storeDiscountPath } from '../store-admin-paths';

export const DISCOUNT_CREATED_TOAST = 'Discount created: shoppers see it now.';

/** The store's discounts and the form for a new one (`?new` in the URL keeps it open). */
export default function DiscountsPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [params, setParams] = useSearchParams();
  const creating = params.has('new');
  const setCreating = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set('new', next.get('new') ?? '');
      else next.delete('new');
      return next;
    });

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
      <Drawer
        opened={creating}
        onClose={() => setCreating(false)}
        position="right"
        size={phone ? '100%' : 'lg'}
        title="New discount"
        closeButtonProps={{ 'aria-label': 'Close the new discount form' }}
      >
        <DiscountForm
          storeId={storeId}
          initialType={params.get('new') ?? ''}
          onCreated={() => {
            toast.success(DISCOUNT_CREATED_TOAST);
            setCreating(false);
          }}
        />
      </Drawer>
    </>
  );
}
