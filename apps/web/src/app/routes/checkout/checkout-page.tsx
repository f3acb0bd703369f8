import { Alert, Button, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconClockHour4, IconMapPin, IconTruckDelivery } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { formatRupiah, ROUTES, type CheckoutOrder } from '@lumbung/contracts';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useCartUi } from '@/features/cart';

const STEPS = [
  {
    icon: IconMapPin,
    title: 'Delivery address',
    text: 'Choose where the order goes. The store must be within 50 km of it.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Shipping method',
    text: 'Pick how the store sends it; the shipping price follows your choice.',
  },
  {
    icon: IconBuildingBank,
    title: 'Payment',
    text: 'Pay by bank transfer with a proof of payment, or by virtual account.',
  },
];

const time = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit' });

/** What the checkout answered about the order just placed from the cart drawer. */
function PlacedOrder({ order }: { order: CheckoutOrder }) {
  return (
    <Alert
      color="leaf"
      variant="light"
      radius="lg"
      mb="xl"
      icon={<IconClockHour4 size={20} aria-hidden />}
      title={`Order #${order.order_id} is waiting for payment`}
    >
      <Group gap="xl" mt={4}>
        <Text size="sm">
          Total <strong data-testid="order-total">{formatRupiah(order.total_price)}</strong>
          {order.cart_discount > 0 ? ` (cart discounts ${formatRupiah(order.cart_discount)})` : ''}
        </Text>
        <Text size="sm">Please pay before {time.format(new Date(order.payment_deadline))}.</Text>
      </Group>
    </Alert>
  );
}

/** /checkout/{orderId}: the checkout of one order (SPEC §2). */
export function CheckoutPage() {
  const { orderId } = useParams();
  const { lastOrder } = useCartUi();
  const placed = lastOrder && String(lastOrder.order_id) === orderId ? lastOrder : null;

  return (
    <PageContainer>
      <PageHeader title="Checkout" eyebrow={`Order #${orderId ?? ''}`}>
        Three steps to complete order #{orderId}.
      </PageHeader>
      {placed ? <PlacedOrder order={placed} /> : null}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <Paper key={title} withBorder radius="lg" p="xl">
            <ThemeIcon size={44} radius="xl" variant="light">
              <Icon size={24} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3" mt="md" mb={6}>
              {index + 1}. {title}
            </Title>
            <Text c="dimmed">{text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Button component={Link} to={ROUTES.home} variant="default" radius="xl" mt="xl">
        Back to the shop
      </Button>
    </PageContainer>
  );
}
