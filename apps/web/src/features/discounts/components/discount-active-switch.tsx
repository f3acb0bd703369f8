import { Switch } from '@mantine/core';
import type { Discount } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useChangeDiscount } from '../api/discounts';

/** Turns a discount on or off at once (PATCH …/value/{id} {is_active}); a toast says how it went. */
export function DiscountActiveSwitch({ storeId, discount }: { storeId: number; discount: Discount }) {
  const t = useT();
  const change = useChangeDiscount(storeId, discount.discount_id);
  const checked = change.isPending ? !discount.is_active : discount.is_active;
  return (
    <Switch
      checked={checked}
      disabled={change.isPending}
      label={checked ? t('store-admin.discount.active') : t('store-admin.discount.inactive')}
      aria-label={t('store-admin.discount.activeOf', { description: discount.description })}
      onChange={(event) =>
        change.mutate(
          { kind: 'active', is_active: event.currentTarget.checked },
          {
            onSuccess: (next) =>
              toast.success(
                next.is_active ? t('store-admin.discount.turnedOn') : t('store-admin.discount.turnedOff'),
              ),
            onError: (error) => toast.error(errorMessage(error, t('store-admin.discount.toggleFailed'))),
          },
        )
      }
    />
  );
}
