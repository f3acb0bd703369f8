import { Anchor, Box, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatRupiah, type OrderAddress, type StoreOrderDetail } from '@lumbung/contracts';
import { FactRow } from '@/components/ui/fact-row';
import { PrivatePicture } from '@/components/ui/private-picture';
import { PaymentStatusBadge } from '@/components/back-office/status-badge';
import { currentLocale, useT } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import { formatPhone, telHref } from '@/lib/phone';
import { StoreOrderTimeline } from './store-order-timeline';
import { FiguresTable } from '@/components/back-office/figures-table';
import { Section } from '@/components/back-office/section';
import { AddressLabel } from '@/components/ui/address-label';

/** A distance with one decimal, as the language writes numbers: "3.2 km", "3,2 km". */
function km(distance: number): string {
  const locale = currentLocale() === 'id' ? 'id-ID' : 'en-US';
  return `${distance.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
}

/**
 * Who takes the parcel, and their number as a link the store can call from its phone. Addresses
 * saved before they had a recipient or phone show no row.
 */
function Recipient({ address }: { address: OrderAddress }) {
  const t = useT();
  if (!address.recipient_name && !address.phone) return null;
  return (
    <FactRow label={t('checkout.sheet.recipient')}>
      {address.recipient_name}
      {address.recipient_name && address.phone ? ' · ' : null}
      {address.phone ? (
        <Anchor href={telHref(address.phone)} inherit>
          {formatPhone(address.phone)}
        </Anchor>
      ) : null}
    </FactRow>
  );
}

function Items({ order }: { order: StoreOrderDetail }) {
  const t = useT();
  return (
    <FiguresTable verticalSpacing="xs" label={t('checkout.items.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('checkout.sheet.product')}</Table.Th>
          <Table.Th ta="right">{t('checkout.sheet.quantity')}</Table.Th>
          <Table.Th ta="right">{t('checkout.sheet.unit')}</Table.Th>
          <Table.Th ta="right">{t('checkout.sheet.line')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.items.map((item) => (
          <Table.Tr key={item.order_item_id}>
            <Table.Td>{item.product_name}</Table.Td>
            <Table.Td ta="right">
              {item.quantity}
              {item.free_quantity > 0 ? ` ${t('checkout.items.free', { count: item.free_quantity })}` : ''}
            </Table.Td>
            <Table.Td ta="right">{formatRupiah(item.original_price)}</Table.Td>
            <Table.Td ta="right">{formatRupiah(item.product_price)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        {order.cart_discount > 0 ? (
          <Table.Tr>
            <Table.Td colSpan={3}>{t('checkout.totals.cartDiscounts')}</Table.Td>
            <Table.Td ta="right">- {formatRupiah(order.cart_discount)}</Table.Td>
          </Table.Tr>
        ) : null}
        <Table.Tr>
          <Table.Td colSpan={3}>{t('checkout.totals.shipping')}</Table.Td>
          <Table.Td ta="right">{formatRupiah(order.shipping_price - order.shipping_discount)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th colSpan={3}>{t('checkout.totals.total')}</Table.Th>
          <Table.Th ta="right">{formatRupiah(order.total_price)}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </FiguresTable>
  );
}

/**
 * An order as the back-office reads it: items and sums, the timeline, the shopper and the delivery,
 * the payment with its expected amount and proof, and the money going back (`refunds`, composed by
 * the page from the refunds feature). The store's order page adds its actions above; the super
 * admin's shows it with the store (`storeName`).
 */
export function StoreOrderSheet({
  order: o,
  storeName,
  refunds,
}: {
  order: StoreOrderDetail;
  storeName?: ReactNode;
  /** The order's refunds; no section without them. */
  refunds?: ReactNode;
}) {
  const t = useT();
  const payment = o.payment;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg">
        <Section title={t('checkout.sheet.items')}>
          <Items order={o} />
        </Section>
        <Section title={t('checkout.sheet.timeline')}>
          <StoreOrderTimeline history={o.history} refunds={o.refunds} />
          {o.cancel_reason ? (
            <Text size="sm" mt="sm">
              {t('checkout.sheet.cancelledBecause', { reason: o.cancel_reason })}
            </Text>
          ) : null}
        </Section>
      </Stack>
      <Stack gap="lg">
        <Section title={t('checkout.sheet.shopperAndDelivery')}>
          <Stack gap={6}>
            {storeName ? <FactRow label={t('checkout.sheet.store')}>{storeName}</FactRow> : null}
            <FactRow label={t('checkout.sheet.shopper')}>{o.customer.username}</FactRow>
            <FactRow label={t('checkout.sheet.email')}>{o.customer.email}</FactRow>
            <FactRow label={t('checkout.sheet.address')}>
              {o.address ? (
                <>
                  <AddressLabel label={o.address.label} mr={6} />
                  {`${o.address.address}${o.address.city_name ? `, ${o.address.city_name}` : ''}`}
                </>
              ) : (
                '—'
              )}
            </FactRow>
            {o.address ? <Recipient address={o.address} /> : null}
            <FactRow label={t('checkout.totals.shipping')}>
              {o.shipping_method ? t(`checkout.shippingMethod.${o.shipping_method}`) : '—'}
              {o.distance_km !== null ? ` · ${km(o.distance_km)}` : ''}
            </FactRow>
          </Stack>
        </Section>
        <Section title={t('checkout.sheet.payment')}>
          {payment ? (
            <Stack gap={6}>
              <FactRow label={t('checkout.sheet.status')}>
                <PaymentStatusBadge status={payment.payment_status} />
              </FactRow>
              <FactRow label={t('checkout.sheet.expected')}>
                {t('checkout.sheet.expectedAmount', {
                  amount: formatRupiah(payment.amount),
                  code: o.transfer.unique_code,
                })}
              </FactRow>
              <FactRow label={t('checkout.sheet.paymentDate')}>
                {payment.payment_date ? formatDateTimeWib(payment.payment_date) : '—'}
              </FactRow>
              <FactRow label={t('checkout.sheet.deadline')}>
                {o.payment_deadline ? formatDateTimeWib(o.payment_deadline) : '—'}
              </FactRow>
              {payment.note ? (
                <FactRow label={t('checkout.sheet.reasonGiven')}>“{payment.note}”</FactRow>
              ) : null}
              {payment.pop_image ? (
                <Box mt="xs">
                  <PrivatePicture
                    src={payment.pop_image}
                    alt={t('checkout.proof.transferAlt', { id: o.order_id })}
                    radius="md"
                    mah={360}
                    fit="contain"
                    bg="gray.1"
                  />
                </Box>
              ) : null}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {o.payment_deadline
                ? t('checkout.sheet.noPaymentBy', { date: formatDateTimeWib(o.payment_deadline) })
                : t('checkout.sheet.noPayment')}
            </Text>
          )}
        </Section>
        {refunds ? <Section title={t('refunds.order.title')}>{refunds}</Section> : null}
      </Stack>
    </SimpleGrid>
  );
}
