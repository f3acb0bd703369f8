import { Button, SimpleGrid, Text, ThemeIcon, Title, Paper } from '@mantine/core';
import { IconBuildingBank, IconMapPin, IconTruckDelivery } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';

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

/** /checkout/{orderId}: the checkout of one order (SPEC §2). */
export function CheckoutPage() {
  const { orderId } = useParams();

  return (
    <PageContainer>
      <PageHeader title="Checkout" eyebrow={`Order #${orderId ?? ''}`}>
        Three steps to complete order #{orderId}.
      </PageHeader>
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
