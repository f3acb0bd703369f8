import type { ReactNode } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { IconLock, IconReceiptOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { LoadFailure } from '@/components/ui/load-failure';

/** The signed-in shopper's id (the route guard keeps everyone else off /user and /checkout). */
export function useShopperId(): number | null {
  const { claims } = useSession();
  return claims?.role === 'USER' ? claims.id : null;
}

/** An order id from the address bar: a positive whole number, else null. */
export function parseOrderId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function OrderLoading({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center py={80}>
      <Loader aria-label={label ?? t('checkout.orderState.loading')} />
    </Center>
  );
}

/**
 * Why an order cannot be shown: someone else's (403), absent (404) or an invalid number, or another
 * failure with a way to try again.
 */
export function OrderProblem({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const status = error instanceof ApiError ? error.status : null;
  const back = (
    <Button component={Link} to={ROUTES.orders} radius="xl">
      {t('checkout.orderState.seeMyOrders')}
    </Button>
  );
  if (status === 403) {
    return (
      <EmptyState
        icon={<IconLock size={32} aria-hidden />}
        title={t('checkout.orderState.notYours')}
        action={back}
      >
        {t('checkout.orderState.notYoursHint')}
      </EmptyState>
    );
  }
  if (status === 404 || error === null) {
    return (
      <EmptyState
        icon={<IconReceiptOff size={32} aria-hidden />}
        title={t('checkout.orderState.notFound')}
        action={back}
      >
        {t('checkout.orderState.notFoundHint')}
      </EmptyState>
    );
  }
  const message = error instanceof Error ? error.message : t('checkout.error.orderDetails');
  return <LoadFailure gap="md" message={message} onRetry={onRetry} />;
}

/** A titled block of a page. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} id={id}>
      <h2 id={id ? `${id}-title` : undefined} style={{ fontSize: '1.125rem', margin: '0 0 12px' }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
