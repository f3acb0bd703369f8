import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { formatRupiah, ROUTES } from '@lumbung/contracts';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
import { FactRow } from '@/components/ui/fact-row';
import { toast } from '@/components/ui/toast';
import { formatDateTimeWib } from '@/lib/dates';
import {
  DISCOUNT_TYPE_LABELS,
  DiscountActiveSwitch,
  DiscountDatesEditor,
  DiscountImageEditor,
  DiscountStateBadge,
  DiscountValueEditor,
  discountValueText,
  useDiscount,
  useRemoveDiscount,
} from '@/features/discounts';
import { DeleteSection, Section } from '@/components/back-office/section';
import { BackLink, DETAIL_LOADING, DetailHeader, DetailState } from '@/components/back-office/detail-state';

export const DISCOUNT_DELETED_TOAST = 'Discount deleted';

/** One discount: its details, on/off, value, dates and picture, and a soft delete behind a confirmation. */
export default function DiscountPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const id = Number(useParams().discountId);
  const discount = useDiscount(storeId, id);
  const remove = useRemoveDiscount(storeId);
  const confirm = useConfirmDialog();
  const navigate = useNavigate();
  const header = {
    title: 'Discount',
    eyebrow: areaLabel,
    back: <BackLink to={ROUTES.storeAdminPages.discounts}>All discounts</BackLink>,
  };

  if (discount.isPending || discount.isError)
    return <DetailState query={discount} {...header} {...DETAIL_LOADING.discount} />;
  const d = discount.data;
  const askDelete = () =>
    confirm.show({
      title: 'Delete this discount?',
      message: `“${d.description}” stops at once and leaves the list. Orders that already got it keep it.`,
      confirmLabel: 'Delete discount',
      callback: async () => {
        await remove.mutateAsync(d.discount_id);
        toast.success(DISCOUNT_DELETED_TOAST);
        await navigate(ROUTES.storeAdminPages.discounts);
      },
    });

  return (
    <>
      <DetailHeader {...header} title={d.description}>
        <DiscountStateBadge discount={d} />
        <Text size="sm">
          {DISCOUNT_TYPE_LABELS[d.type]} · {discountValueText(d)}
        </Text>
      </DetailHeader>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Section title="Details">
            <Stack gap={6}>
              <FactRow label="Product">
                {d.type === 'BOGO'
                  ? `Buy ${d.inventory_name ?? '—'}, get ${d.bogo_product_name ?? '—'} free`
                  : (d.inventory_name ?? 'Whole cart')}
              </FactRow>
              <FactRow label="Minimum purchase">
                {d.min_purchase ? formatRupiah(d.min_purchase) : '—'}
              </FactRow>
              {d.type === 'PERCENTAGE' ? (
                <FactRow label="Maximum discount">
                  {d.max_discount ? formatRupiah(d.max_discount) : '—'}
                </FactRow>
              ) : null}
              <FactRow label="Runs">
                {formatDateTimeWib(d.start_date)} – {formatDateTimeWib(d.end_date)}
              </FactRow>
              <FactRow label="Created">{formatDateTimeWib(d.created_at)}</FactRow>
              <FactRow label="On/off">
                <DiscountActiveSwitch storeId={storeId} discount={d} />
              </FactRow>
            </Stack>
          </Section>
          {d.type !== 'BOGO' ? (
            <Section title="Value">
              <DiscountValueEditor key={d.value} storeId={storeId} discount={d} />
            </Section>
          ) : null}
          <Section title="Dates">
            <DiscountDatesEditor key={`${d.start_date}-${d.end_date}`} storeId={storeId} discount={d} />
          </Section>
        </Stack>
        <Stack gap="lg">
          <Section title="Picture">
            <DiscountImageEditor key={d.image ?? 'none'} storeId={storeId} discount={d} />
          </Section>
          <DeleteSection label="Delete discount" onDelete={askDelete}>
            A deleted discount stops at once; orders that already got it keep it.
          </DeleteSection>
        </Stack>
      </SimpleGrid>
    </>
  );
}
