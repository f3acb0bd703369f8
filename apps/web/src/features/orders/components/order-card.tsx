import { Group, Paper, Text } from '@mantine/core';
import { IconBasket } from '@tabler/icons-react';
import { formatRupiah, ROUTES, type OrderSummary } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import { OrderStatusBadge } from './order-status-badge';
import classes from './orders.module.css';
import { LinkButton } from '@/components/ui/link-button';

/** One order in the shopper's list: number, store, first item, total, status; it opens the order. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const t = useT();
  const more = order.item_count - 1;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={t('checkout.order.title', { id: order.order_id })}
      data-testid="order-card"
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={800}>{t('checkout.order.title', { id: order.order_id })}</Text>
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
            {more > 0 ? t('checkout.orderCard.more', { count: more }) : t('checkout.orderCard.single')}
          </p>
        </div>
        <p className={classes.price}>{formatRupiah(order.total_price)}</p>
      </div>
      <Group justify="flex-end" gap="xs" mt="sm">
        {order.status === 'AWAITING_PAYMENT' ? (
          <LinkButton to={ROUTES.checkout(order.order_id)} size="sm">
            {t('checkout.action.payNow')}
          </LinkButton>
        ) : null}
        <LinkButton
          to={ROUTES.order(order.order_id)}
          size="sm"
          variant="default"
          aria-label={t('checkout.orderCard.detailsOf', { id: order.order_id })}
        >
          {t('checkout.orderCard.details')}
        </LinkButton>
      </Group>
    </Paper>
  );
}
