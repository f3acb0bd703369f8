import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

/** The centred column every storefront page sits in. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <Box maw={narrow ? 820 : 1240} mx="auto" px="md" pt={{ base: 32, sm: 48 }} pb="md" w="100%">
      {children}
    </Box>
  );
}
