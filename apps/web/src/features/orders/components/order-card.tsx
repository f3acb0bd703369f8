import { Group, Paper, Text } from '@mantine/core';
import { IconBasket } from '@tabler/icons-react';
import { formatRupiah, ROUTES, type OrderSummary } from '@lumbung/contracts';
import { formatDateTimeWib } from '@/lib/dates';
import { OrderStatusBadge } from './order-status-badge';
import classes from './orders.module.css';
import { LinkButton } from '@/components/ui/link-button';

/** One order in the shopper's list: number, store, first item, total, status; it opens the order. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const more = order.item_count - 1;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={`Order #${order.order_id}`}
      data-testid="order-card"
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={800}>Order #{order.order_id}</Text>
          <Text size="sm" c="dimmed">
            {order.store_name} · {formatDateTimeWib(order.created_at)}
          </Text>
        </div>
        <OrderStatusBadge status={order.status} />
      </Group>
      <div className={classes.item} style={{ borderBottom: 0, paddingBottom: 0 }}>
        <div className={classes.thumb} aria-hidden>
          {order.first_item_image ? (
            <img src={order.first_item_image} alt="" width={36} height={36} loading="lazy" />
          ) : (
            <IconBasket size={22} />
          )}
        </div>
        <div>
          <p className={classes.name}>{order.first_item_name}</p>
          <p className={classes.meta}>
            {more > 0 ? `and ${more} more ${more === 1 ? 'product' : 'products'}` : '1 product'}
          </p>
        </div>
        <p className={classes.price}>{formatRupiah(order.total_price)}</p>
      </div>
      <Group justify="flex-end" gap="xs" mt="sm">
        {order.status === 'AWAITING_PAYMENT' ? (
          <LinkButton to={ROUTES.checkout(order.order_id)} size="sm">
            Pay now
          </LinkButton>
        ) : null}
        <LinkButton
          to={ROUTES.order(order.order_id)}
          size="sm"
          variant="default"
          aria-label={`Details of order #${order.order_id}`}
        >
          Details
        </LinkButton>
      </Group>
    </Paper>
  );
}
