import { Alert, Anchor, Group, Skeleton } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
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
 * A detail page before its record is there: the header over a placeholder while it loads, or over
 * the reason it could not be read (the server's message, else `fallback`, docs/product.md §8).
 */
export function DetailState({
  title,
  eyebrow,
  back,
  pending,
  error,
  loadingLabel,
  height,
  fallback,
}: {
  title: string;
  eyebrow: string;
  back: ReactNode;
  pending: boolean;
  error: unknown;
  loadingLabel: string;
  height: number;
  fallback: string;
}) {
  if (pending) {
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
      <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {errorMessage(error, fallback)}
      </Alert>
    </>
  );
}
