import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { formatRupiah, ROUTES } from '@lumbung/contracts';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
import { FactRow } from '@/components/ui/fact-row';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
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

/** One discount: its details, on/off, value, dates and picture, and a soft delete behind a confirmation. */
export default function DiscountPage({ storeId, areaLabel }: { storeId: number; areaLabel: string }) {
  const t = useT();
  const id = Number(useParams().discountId);
  const discount = useDiscount(storeId, id);
  const remove = useRemoveDiscount(storeId);
  const confirm = useConfirmDialog();
  const navigate = useNavigate();
  const header = {
    title: t('store-admin.discountPage.title'),
    eyebrow: areaLabel,
    back: <BackLink to={ROUTES.storeAdminPages.discounts}>{t('store-admin.discountPage.all')}</BackLink>,
  };

  if (discount.isPending || discount.isError)
    return <DetailState query={discount} {...header} {...DETAIL_LOADING.discount} />;
  const d = discount.data;
  const askDelete = () =>
    confirm.show({
      title: t('store-admin.discountPage.deleteTitle'),
      message: t('store-admin.discountPage.deleteMessage', { description: d.description }),
      confirmLabel: t('store-admin.discountPage.delete'),
      cancelLabel: t('store-admin.common.goBack'),
      fallbackError: t('store-admin.common.unexpectedError'),
      callback: async () => {
        await remove.mutateAsync(d.discount_id);
        toast.success(t('store-admin.discountPage.deleted'));
        await navigate(ROUTES.storeAdminPages.discounts);
      },
    });

  return (
    <>
      <DetailHeader {...header} title={d.description}>
        <DiscountStateBadge discount={d} />
        <Text size="sm">
          {t(DISCOUNT_TYPE_LABELS[d.type])} · {discountValueText(d)}
        </Text>
      </DetailHeader>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Section title={t('store-admin.discountPage.details')}>
            <Stack gap={6}>
              <FactRow label={t('store-admin.discount.product')}>
                {d.type === 'BOGO'
                  ? t('store-admin.discountPage.bogo', {
                      bought: d.inventory_name ?? '—',
                      free: d.bogo_product_name ?? '—',
                    })
                  : (d.inventory_name ?? t('store-admin.discounts.wholeCart'))}
              </FactRow>
              <FactRow label={t('store-admin.discountPage.minPurchase')}>
                {d.min_purchase ? formatRupiah(d.min_purchase) : '—'}
              </FactRow>
              {d.type === 'PERCENTAGE' ? (
                <FactRow label={t('store-admin.discountPage.maxDiscount')}>
                  {d.max_discount ? formatRupiah(d.max_discount) : '—'}
                </FactRow>
              ) : null}
              <FactRow label={t('store-admin.discountPage.runs')}>
                {formatDateTimeWib(d.start_date)} – {formatDateTimeWib(d.end_date)}
              </FactRow>
              <FactRow label={t('store-admin.discountPage.created')}>
                {formatDateTimeWib(d.created_at)}
              </FactRow>
              <FactRow label={t('store-admin.discounts.onOff')}>
                <DiscountActiveSwitch storeId={storeId} discount={d} />
              </FactRow>
            </Stack>
          </Section>
          {d.type !== 'BOGO' ? (
            <Section title={t('store-admin.discount.valueForm')}>
              <DiscountValueEditor key={d.value} storeId={storeId} discount={d} />
            </Section>
          ) : null}
          <Section title={t('store-admin.discount.datesForm')}>
            <DiscountDatesEditor key={`${d.start_date}-${d.end_date}`} storeId={storeId} discount={d} />
          </Section>
        </Stack>
        <Stack gap="lg">
          <Section title={t('store-admin.discount.picture')}>
            <DiscountImageEditor key={d.image ?? 'none'} storeId={storeId} discount={d} />
          </Section>
          <DeleteSection label={t('store-admin.discountPage.delete')} onDelete={askDelete}>
            {t('store-admin.discountPage.deleteText')}
          </DeleteSection>
        </Stack>
      </SimpleGrid>
    </>
  );
}
