import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatRupiah, ROUTES } from '@lumbung/contracts';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
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
import { Section } from '@/components/back-office/section';
import { BackLink, DETAIL_LOADING, DetailState } from '@/components/back-office/detail-state';

export const DISCOUNT_DELETED_TOAST = 'Discount deleted';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

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
      <PageHeader title={d.description} eyebrow={areaLabel}>
        <Stack gap={6}>
          {header.back}
          <Group gap="xs">
            <DiscountStateBadge discount={d} />
            <Text size="sm">
              {DISCOUNT_TYPE_LABELS[d.type]} · {discountValueText(d)}
            </Text>
          </Group>
        </Stack>
      </PageHeader>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Section title="Details">
            <Stack gap={6}>
              <Fact label="Product">
                {d.type === 'BOGO'
                  ? `Buy ${d.inventory_name ?? '—'}, get ${d.bogo_product_name ?? '—'} free`
                  : (d.inventory_name ?? 'Whole cart')}
              </Fact>
              <Fact label="Minimum purchase">{d.min_purchase ? formatRupiah(d.min_purchase) : '—'}</Fact>
              {d.type === 'PERCENTAGE' ? (
                <Fact label="Maximum discount">{d.max_discount ? formatRupiah(d.max_discount) : '—'}</Fact>
              ) : null}
              <Fact label="Runs">
                {formatDateTimeWib(d.start_date)} – {formatDateTimeWib(d.end_date)}
              </Fact>
              <Fact label="Created">{formatDateTimeWib(d.created_at)}</Fact>
              <Fact label="On/off">
                <DiscountActiveSwitch storeId={storeId} discount={d} />
              </Fact>
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
          <Section title="Delete">
            <Text size="sm" mb="sm">
              A deleted discount stops at once; orders that already got it keep it.
            </Text>
            <Button
              color="red.8"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={askDelete}
            >
              Delete discount
            </Button>
          </Section>
        </Stack>
      </SimpleGrid>
    </>
  );
}
