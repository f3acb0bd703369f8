import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfirmDialogProvider } from '@/components/ui/confirm-dialog';
import { GlobalBannersProvider } from '@/components/ui/global-banners';
import { ToastArea } from '@/components/ui/toast-area';
import { LocationProvider, type LocationState } from '@/features/location';
import { theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
  initialLocation?: Partial<LocationState>;
};

export function AppProviders({ children, queryClient, env = 'default', initialLocation }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} env={env} defaultColorScheme="light">
      <ToastArea />
      <QueryClientProvider client={client}>
        <LocationProvider initialState={initialLocation}>
          <GlobalBannersProvider>
            <ConfirmDialogProvider>{children}</ConfirmDialogProvider>
          </GlobalBannersProvider>
        </LocationProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
