import { Alert, Button, Stack, type ButtonProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n';

/** 'Try again' after a failed read: asks for the same data again. */
export function RetryButton({ onRetry, ...props }: ButtonProps & { onRetry: () => void }) {
  const t = useT();
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={onRetry}
      {...props}
    >
      {t('shop.tryAgain')}
    </Button>
  );
}

/**
 * What a page or list shows when its data did not load: why, and (given `onRetry`) a way to ask
 * again.
 */
export function LoadFailure({
  message,
  onRetry,
  gap = 'sm',
}: {
  message: ReactNode;
  onRetry?: () => void;
  gap?: 'sm' | 'md';
}) {
  return (
    <Stack gap={gap} align="flex-start">
      <Alert role="alert" color="red" variant="light" w="100%">
        {message}
      </Alert>
      {onRetry ? <RetryButton onRetry={onRetry} /> : null}
    </Stack>
  );
}
