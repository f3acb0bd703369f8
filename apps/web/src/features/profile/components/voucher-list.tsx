import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatRupiah, ROUTES, type UserVoucher, type UserVoucherStatus } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/load-failure';
import { T, t, useT } from '@/i18n';
import { formatDateWib } from '@/lib/dates';
import { useUserVouchers } from '../api/vouchers';

const STATUS_COLOR: Record<UserVoucherStatus, string> = {
  AVAILABLE: 'leaf',
  IN_CART: 'blue',
  USED: 'gray',
  EXPIRED: 'red',
};

/** What a voucher takes off: "10% off (up to Rp 50.000)", "Rp 15.000 off shipping". */
function discountText(voucher: UserVoucher): string {
  const shipping = voucher.voucher_type === 'SHIPPING_DISCOUNT';
  if (voucher.discount_type === 'PERCENTAGE') {
    const amount = String(voucher.discount_amount);
    if (voucher.max_discount) {
      const cap = formatRupiah(voucher.max_discount);
      return shipping
        ? t('account.vouchers.percentOffShippingCapped', { amount, cap })
        : t('account.vouchers.percentOffCapped', { amount, cap });
    }
    return shipping
      ? t('account.vouchers.percentOffShipping', { amount })
      : t('account.vouchers.percentOff', { amount });
  }
  const amount = formatRupiah(voucher.discount_amount);
  return shipping
    ? t('account.vouchers.amountOffShipping', { amount })
    : t('account.vouchers.amountOff', { amount });
}

function VoucherCard({ voucher }: { voucher: UserVoucher }) {
  const t = useT();
  const color = STATUS_COLOR[voucher.status];
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
            color={color}
            styles={{ label: { color: `var(--mantine-color-${color}-9)` } }}
          >
            {t(`account.vouchers.status.${voucher.status}`)}
          </Badge>
        </Group>
        <Group gap={6}>
          <Badge
            variant="outline"
            color="gray"
            tt="none"
            styles={{ label: { color: 'var(--mantine-color-gray-8)' } }}
          >
            {t(`account.vouchers.kind.${voucher.voucher_type}`)}
          </Badge>
          <Text fw={700} size="lg" c={spent ? 'dimmed' : 'leaf.9'}>
            {discountText(voucher)}
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
            {t('account.vouchers.minPurchase')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {voucher.min_purchase > 0 ? formatRupiah(voucher.min_purchase) : t('account.vouchers.noMinimum')}
          </Text>
          <Text component="dt" size="sm" c="dimmed">
            {t('account.vouchers.upTo')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {voucher.max_discount !== null ? formatRupiah(voucher.max_discount) : t('account.vouchers.noCap')}
          </Text>
          <Text component="dt" size="sm" c="dimmed">
            {t(voucher.status === 'EXPIRED' ? 'account.vouchers.expiredOn' : 'account.vouchers.validUntil')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {formatDateWib(voucher.expires_at)}
          </Text>
        </Text>
        {voucher.status === 'USED' ? (
          <Text size="sm">
            {voucher.order_id !== null ? (
              <T
                id={voucher.used_at ? 'account.vouchers.usedForOn' : 'account.vouchers.usedFor'}
                values={{
                  order: voucher.order_id,
                  date: voucher.used_at ? formatDateWib(voucher.used_at) : '',
                }}
                components={{
                  0: <Anchor component={Link} to={ROUTES.order(voucher.order_id)} fw={700} />,
                }}
              />
            ) : (
              t('account.vouchers.status.USED')
            )}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The shopper's vouchers: what each takes off, its minimum, cap and expiry, and its fate. */
export function VoucherList({ userId }: { userId: number }) {
  const t = useT();
  const vouchers = useUserVouchers(userId);
  if (vouchers.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        aria-busy="true"
        aria-label={t('account.vouchers.loading')}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={200} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (vouchers.isError) {
    return <LoadFailure message={t('account.errors.userVouchers')} onRetry={() => void vouchers.refetch()} />;
  }
  if (vouchers.data.length === 0) {
    return (
      <EmptyState
        icon={<IconTicket size={32} aria-hidden />}
        title={t('account.vouchers.empty')}
        action={
          <Button component={Link} to={ROUTES.profile} variant="light" radius="xl">
            {t('account.vouchers.invite')}
          </Button>
        }
      >
        {t('account.vouchers.emptyHint')}
      </EmptyState>
    );
  }
  const usable = vouchers.data.filter((v) => v.status === 'AVAILABLE' || v.status === 'IN_CART').length;
  return (
    <Stack gap="md">
      <Text c="dimmed">
        {usable === 0 ? t('account.vouchers.usableNone') : t('account.vouchers.usable', { count: usable })}{' '}
        {t('account.vouchers.whereToApply')}
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('account.vouchers.title')}
      >
        {vouchers.data.map((voucher) => (
          <VoucherCard key={voucher.user_voucher_id} voucher={voucher} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
