import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { requestBrowserPosition } from '../lib/browser-position';
import type { Coordinates } from './get-closest-store';

/**
 * Finds the shopper's store again, after their addresses changed (a first address, another
 * default, an edited city): the strip, the shelves and everything keyed by the store follow.
 */
export function useRefreshStoreLookup(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['location'] });
  }, [queryClient]);
}

/** The browser's position for an address form, or null when it is refused or unavailable. */
export async function locateBrowser(): Promise<Coordinates | null> {
  const outcome = await requestBrowserPosition();
  return outcome.kind === 'position' ? outcome.coordinates : null;
}
