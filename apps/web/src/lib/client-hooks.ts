/**
 * Client-only versions of two Mantine hooks, put in their place by the build (client-hooks
 * plugin, apps/web/client-hooks-plugin.ts). Mantine's own are written for pages rendered on a
 * server and hydrated: they render once with a stand-in value and set the real one from an effect,
 * so every component using them renders twice when it mounts. This app renders in the browser
 * only (createRoot, never hydrateRoot), so the real value is known on the first render.
 *
 * Measured on /products-page: each category chip (useId) and each card's Add button
 * (its Transition reads useReducedMotion, a media query) set state on mount, two more commits of
 * the page while it loads.
 */
import { useCallback, useId as useReactId, useSyncExternalStore } from 'react';

/**
 * Mantine's `useId(staticId?)`: the given id, else one unique to the component and stable for its
 * life (React's, as Mantine's first render's was, without swapping it for a random one after mount).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}

const mediaLists = new Map<string, MediaQueryList | null>();

/** One MediaQueryList per query, shared by every component that asks (null: not a valid query). */
function mediaList(query: string): MediaQueryList | null {
  if (!mediaLists.has(query)) {
    let list: MediaQueryList | null = null;
    try {
      list = typeof window !== 'undefined' && 'matchMedia' in window ? window.matchMedia(query) : null;
    } catch {
      list = null;
    }
    mediaLists.set(query, list);
  }
  return mediaLists.get(query) ?? null;
}

/**
 * Mantine's `useMediaQuery(query, initialValue?, options?)`: whether the query matches now,
 * read on the first render and followed as it changes. `initialValue` is the answer where there
 * is no window; `options.getInitialValueInEffect` has nothing to wait for here.
 */
export function useMediaQuery(query: string, initialValue?: boolean, _options?: unknown): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? initialValue ?? false,
    () => initialValue ?? false,
  );
}
