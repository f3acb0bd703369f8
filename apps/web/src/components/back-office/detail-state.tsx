import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { MESSAGES } from '@lumbung/contracts';
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
  loadingLabel: string;
  height: number;
  fallback: string;
}) {
  if (query.isPending) {
    return (
      <>
        <PageHeader title={title} eyebrow={eyebrow} />
        <Skeleton height={height} radius="lg" aria-label={loadingLabel} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} eyebrow={eyebrow}>
        {back}
      </PageHeader>
      <ErrorAlert>{errorMessage(query.error, fallback)}</ErrorAlert>
    </>
  );
}

/** Each back-office detail page's placeholder (label, height) and failure text, for DetailState. */
export const DETAIL_LOADING = {
  discount: { loadingLabel: 'Loading the discount', height: 300, fallback: MESSAGES.DISCOUNTS_FETCH_FAILED },
  order: { loadingLabel: 'Loading the order', height: 320, fallback: MESSAGES.ORDER_DETAILS_FAILED },
  product: { loadingLabel: 'Loading the product', height: 300, fallback: MESSAGES.PRODUCT_DETAILS_FAILED },
};
