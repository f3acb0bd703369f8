import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { useT, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/api-client';

/** The link from a detail page back to its list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> {children}
      </Group>
    </Anchor>
  );
}

/**
 * A detail page's header once its record is there: the title over the link back to the list and
 * one line of the record's state (`children`: a badge and a few words).
 */
export function DetailHeader({
  title,
  eyebrow,
  back,
  children,
}: {
  title: string;
  eyebrow: string;
  back: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageHeader title={title} eyebrow={eyebrow}>
      <Stack gap={6}>
        {back}
        <Group gap="xs">{children}</Group>
      </Stack>
    </PageHeader>
  );
}

/**
 * A detail page before its record is there: the header over a placeholder while it loads, or over
 * the reason it could not be read (the server's message, else `fallback`, docs/product.md §8).
 */
export function DetailState({
  title,
  eyebrow,
  back,
  query,
  loadingLabel,
  height,
  fallback,
}: {
  title: string;
  eyebrow: string;
  back: ReactNode;
  /** The record's query: its placeholder while pending, else its error. */
  query: { isPending: boolean; error: unknown };
  loadingLabel: MessageId;
  height: number;
  fallback: MessageId;
}) {
  const t = useT();
  if (query.isPending) {
    return (
      <>
        <PageHeader title={title} eyebrow={eyebrow} />
        <Skeleton height={height} radius="lg" aria-label={t(loadingLabel)} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} eyebrow={eyebrow}>
        {back}
      </PageHeader>
      <ErrorAlert>{errorMessage(query.error, t(fallback))}</ErrorAlert>
    </>
  );
}

/** Each back-office detail page's placeholder (label, height) and failure text (message ids), for DetailState. */
export const DETAIL_LOADING = {
  discount: {
    loadingLabel: 'back-office.detail.loadingDiscount',
    height: 300,
    fallback: 'back-office.detail.discountFailed',
  },
  order: {
    loadingLabel: 'back-office.detail.loadingOrder',
    height: 320,
    fallback: 'back-office.detail.orderFailed',
  },
  product: {
    loadingLabel: 'back-office.detail.loadingProduct',
    height: 300,
    fallback: 'back-office.detail.productFailed',
  },
} as const satisfies Record<string, { loadingLabel: MessageId; height: number; fallback: MessageId }>;
