import { Box, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatRupiah, SHIPPING_OPTIONS, type StoreOrderDetail } from '@lumbung/contracts';
import { FactRow } from '@/components/ui/fact-row';
import { PrivatePicture } from '@/components/ui/private-picture';
import { PaymentStatusBadge } from '@/components/back-office/status-badge';
import { formatDateTimeWib } from '@/lib/dates';
import { StoreOrderTimeline } from './store-order-timeline';
import { FiguresTable } from '@/components/back-office/figures-table';
import { Section } from '@/components/back-office/section';

function Items({ order }: { order: StoreOrderDetail }) {
  return (
    <FiguresTable verticalSpacing="xs" label="Items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Product</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th ta="right">Unit</Table.Th>
          <Table.Th ta="right">Line</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.items.map((item) => (
          <Table.Tr key={item.order_item_id}>
            <Table.Td>{item.product_name}</Table.Td>
            <Table.Td ta="right">
              {item.quantity}
              {item.free_quantity > 0 ? ` + ${item.free_quantity} free` : ''}
            </Table.Td>
            <Table.Td ta="right">{formatRupiah(item.original_price)}</Table.Td>
            <Table.Td ta="right">{formatRupiah(item.product_price)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        {order.cart_discount > 0 ? (
          <Table.Tr>
            <Table.Td colSpan={3}>Cart discounts</Table.Td>
            <Table.Td ta="right">- {formatRupiah(order.cart_discount)}</Table.Td>
          </Table.Tr>
        ) : null}
        <Table.Tr>
          <Table.Td colSpan={3}>Shipping</Table.Td>
          <Table.Td ta="right">{formatRupiah(order.shipping_price - order.shipping_discount)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th colSpan={3}>Total</Table.Th>
          <Table.Th ta="right">{formatRupiah(order.total_price)}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </FiguresTable>
  );
}

/**
 * An order as the back-office reads it: items and sums, the timeline, the shopper and the delivery,
 * the payment with its expected amount and proof. The store's order page adds its actions above;
 * the super admin's shows it with the store (`storeName`).
 */
export function StoreOrderSheet({ order: o, storeName }: { order: StoreOrderDetail; storeName?: ReactNode }) {
  const payment = o.payment;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg">
        <Section title="Items">
          <Items order={o} />
        </Section>
        <Section title="Timeline">
          <StoreOrderTimeline history={o.history} />
          {o.cancel_reason ? (
            <Text size="sm" mt="sm">
              Cancelled because: “{o.cancel_reason}”
            </Text>
          ) : null}
        </Section>
      </Stack>
      <Stack gap="lg">
        <Section title="Shopper and delivery">
          <Stack gap={6}>
            {storeName ? <FactRow label="Store">{storeName}</FactRow> : null}
            <FactRow label="Shopper">{o.customer.username}</FactRow>
            <FactRow label="E-mail">{o.customer.email}</FactRow>
            <FactRow label="Address">
              {o.address
                ? `${o.address.address}${o.address.city_name ? `, ${o.address.city_name}` : ''}`
                : '—'}
            </FactRow>
            <FactRow label="Shipping">
              {o.shipping_method ? SHIPPING_OPTIONS[o.shipping_method].label : '—'}
              {o.distance_km !== null ? ` · ${o.distance_km.toFixed(1)} km` : ''}
            </FactRow>
          </Stack>
        </Section>
        <Section title="Payment">
          {payment ? (
            <Stack gap={6}>
              <FactRow label="Status">
                <PaymentStatusBadge status={payment.payment_status} />
              </FactRow>
              <FactRow label="Expected">
                {formatRupiah(payment.amount)} (unique code {o.transfer.unique_code})
              </FactRow>
              <FactRow label="Payment date">
                {payment.payment_date ? formatDateTimeWib(payment.payment_date) : '—'}
              </FactRow>
              <FactRow label="Deadline">
                {o.payment_deadline ? formatDateTimeWib(o.payment_deadline) : '—'}
              </FactRow>
              {payment.note ? <FactRow label="Reason given">“{payment.note}”</FactRow> : null}
              {payment.pop_image ? (
                <Box mt="xs">
                  <PrivatePicture
                    src={payment.pop_image}
                    alt={`Proof of transfer for order #${o.order_id}`}
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
              No payment yet. {o.payment_deadline ? `Deadline ${formatDateTimeWib(o.payment_deadline)}.` : ''}
            </Text>
          )}
        </Section>
      </Stack>
    </SimpleGrid>
  );
}
