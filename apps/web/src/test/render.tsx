import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes } from '@/app/router';
import type { LocationState } from '@/features/location';

/**
 * The app's providers, for tests that render a piece of the app inside them: tests under lib/,
 * components/ and features/ reach app/ only through here (lumbung/layer-boundaries).
 */
export { AppProviders, createQueryClient };

type Options = { initialLocation?: Partial<LocationState> };

/** Renders the whole app (providers, shell, guard, routes) at `path`, as the browser would. */
export function renderApp(path: string, options: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders env="test" queryClient={createQueryClient()} initialLocation={options.initialLocation}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** Renders one component inside the app's providers and a router at `path`. */
export function renderWithProviders(ui: ReactNode, options: Options & { path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.path ?? '/'] });
  const view = render(
    <AppProviders env="test" queryClient={createQueryClient()} initialLocation={options.initialLocation}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
