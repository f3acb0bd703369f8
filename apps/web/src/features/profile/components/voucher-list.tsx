import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  formatRupiah,
  MESSAGES,
  ROUTES,
  VOUCHER_TYPE_LABELS,
  voucherDiscountText,
  type UserVoucher,
  type UserVoucherStatus,
} from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateWib } from '@/lib/dates';
import { useUserVouchers } from '../api/vouchers';
import { LoadFailure } from '@/components/ui/load-failure';

const STATUS: Record<UserVoucherStatus, { label: string; color: string }> = {
  AVAILABLE: { label: 'Available', color: 'leaf' },
  IN_CART: { label: 'In your cart', color: 'blue' },
  USED: { label: 'Used', color: 'gray' },
  EXPIRED: { label: 'Expired', color: 'red' },
};

function VoucherCard({ voucher }: { voucher: UserVoucher }) {
  const status = STATUS[voucher.status];
  const spent = voucher.status === 'USED' || voucher.status === 'EXPIRED';
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      data-testid="voucher-card"
      data-status={voucher.status}
      style={{ borderStyle: spent ? 'dashed' : undefined }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={800} ff="monospace" style={{ overflowWrap: 'anywhere' }} c={spent ? 'dimmed' : undefined}>
            {voucher.redeem_code}
          </Text>
          <Badge
            variant="light"
            color={status.color}
            styles={{ label: { color: `var(--mantine-color-${status.color}-9)` } }}
          >
            {status.label}
          </Badge>
        </Group>
        <Group gap={6}>
          <Badge
            variant="outline"
            color="gray"
            tt="none"
            styles={{ label: { color: 'var(--mantine-color-gray-8)' } }}
          >
            {VOUCHER_TYPE_LABELS[voucher.voucher_type]}
          </Badge>
          <Text fw={700} size="lg" c={spent ? 'dimmed' : 'leaf.9'}>
            {voucherDiscountText(
              voucher,
              voucher.voucher_type === 'SHIPPING_DISCOUNT' ? 'shipping' : undefined,
            )}
          </Text>
        </Group>
        {voucher.description ? (
          <Text size="sm" c="dimmed">
            {voucher.description}
          </Text>
        ) : null}
        <Text
          size="sm"
          component="dl"
          m={0}
          style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}
        >
          <Text component="dt" size="sm" c="dimmed">
            Minimum purchase
          </Text>
          <Text component="dd" size="sm" m={0}>
            {voucher.min_purchase > 0 ? formatRupiah(voucher.min_purchase) : 'None'}
          </Text>
          <Text component="dt" size="sm" c="dimmed">
            Up to
          </Text>
          <Text component="dd" size="sm" m={0}>
            {voucher.max_discount !== null ? formatRupiah(voucher.max_discount) : 'No cap'}
          </Text>
          <Text component="dt" size="sm" c="dimmed">
            {voucher.status === 'EXPIRED' ? 'Expired on' : 'Valid until'}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {formatDateWib(voucher.expires_at)}
          </Text>
        </Text>
        {voucher.status === 'USED' ? (
          <Text size="sm">
            {voucher.order_id !== null ? (
              <>
                Used for{' '}
                <Anchor component={Link} to={ROUTES.order(voucher.order_id)} fw={700}>
                  order #{voucher.order_id}
                </Anchor>
                {voucher.used_at ? ` on ${formatDateWib(voucher.used_at)}` : ''}
              </>
            ) : (
              'Used'
            )}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The shopper's vouchers: what each takes off, its minimum, cap and expiry, and its fate. */
export function VoucherList({ userId }: { userId: number }) {
  const vouchers = useUserVouchers(userId);
  if (vouchers.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading vouchers">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={200} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (vouchers.isError) {
    return <LoadFailure message={MESSAGES.USER_VOUCHERS_FAILED} onRetry={() => void vouchers.refetch()} />;
  }
  if (vouchers.data.length === 0) {
    return (
      <EmptyState
        icon={<IconTicket size={32} aria-hidden />}
        title="No vouchers yet"
        action={
          <Button component={Link} to={ROUTES.profile} variant="light" radius="xl">
            Invite a friend
          </Button>
        }
      >
        Vouchers the shop gives you appear here. Invite a friend with your referral code and you both get one.
      </EmptyState>
    );
  }
  const usable = vouchers.data.filter((v) => v.status === 'AVAILABLE' || v.status === 'IN_CART').length;
  return (
    <Stack gap="md">
      <Text c="dimmed">
        {usable === 0
          ? 'None of your vouchers can be used now.'
          : `${usable} of your vouchers can be used now.`}{' '}
        Apply them in your cart; shipping vouchers at checkout.
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Your vouchers"
      >
        {vouchers.data.map((voucher) => (
          <VoucherCard key={voucher.user_voucher_id} voucher={voucher} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
