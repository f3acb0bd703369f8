import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One thing the shopper needs to pay (bank, number, amount): its name in grey above its value. */
export function PaymentField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}
