import { Button, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { BareLayout } from '../../shell/bare-layout';

/** /checkout/payment: paying for an order, without the shop chrome (SPEC §2). */
export function PaymentPage() {
  return (
    <BareLayout>
      <div style={{ maxWidth: 760, margin: '0 auto' }}>
        <Title order={1} ta="center" mt="md">
          Payment
        </Title>
        <Text ta="center" c="dimmed" mt={6} mb="xl">
          Pay for your order by bank transfer or by virtual account.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="xl">
          <Paper withBorder radius="lg" p="lg">
            <ThemeIcon variant="light" radius="xl" size={40}>
              <IconBuildingBank size={22} aria-hidden />
            </ThemeIcon>
            <Text fw={700} mt="sm">
              Bank transfer
            </Text>
            <Text size="sm" c="dimmed">
              Transfer the total, then upload your proof of payment.
            </Text>
          </Paper>
          <Paper withBorder radius="lg" p="lg">
            <ThemeIcon variant="light" radius="xl" size={40}>
              <IconCreditCard size={22} aria-hidden />
            </ThemeIcon>
            <Text fw={700} mt="sm">
              Virtual account
            </Text>
            <Text size="sm" c="dimmed">
              Pay a bank virtual account number; it is confirmed automatically.
            </Text>
          </Paper>
        </SimpleGrid>
        <EmptyState
          icon={<IconReceipt size={32} aria-hidden />}
          title="No order selected for payment"
          action={
            <Button component={Link} to={ROUTES.home} radius="xl">
              Back to the shop
            </Button>
          }
        >
          Check out your cart first; its order is then ready to pay here.
        </EmptyState>
      </div>
    </BareLayout>
  );
}
