import { useLayoutEffect } from 'react';
import { useLocation, type Location } from 'react-router';

/** Where the positions are kept across reloads of the tab (sessionStorage, like React Router's). */
const STORAGE_KEY = 'lumbung:scroll-positions';

/** The page's scroll position per history entry (location.key), for this tab. */
let positions: Record<string, number> | null = null;
/** The history entry whose page is on the screen, which the scroll listener writes for. */
let currentKey: string | null = null;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

function rememberPosition(): void {
  if (currentKey !== null) savedPositions()[currentKey] = window.scrollY;
}

function storePositions(): void {
  rememberPosition();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
  } catch {
    // A full or refused storage only costs the positions after a reload.
  }
}

/** What React Router's data-router ScrollRestoration did on each navigation. */
function restore(location: Location): void {
  const saved = savedPositions()[location.key];
  if (typeof saved === 'number') {
    window.scrollTo(0, saved);
    return;
  }
  if (location.hash) {
    let target: HTMLElement | null = null;
    try {
      target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch {
      // Not a decodable id: the page simply starts at the top.
    }
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  window.scrollTo(0, 0);
}

/**
 * Scroll positions across navigations, as React Router's `<ScrollRestoration />` kept them before
 * the app moved to the declarative router (the data router was 17 KB of the first load).
 * A new page (a link, a filter, a page of results) starts at the top, or at its #hash; back and
 * forward, and a reload, return to where that history entry was left. The position of the entry on
 * the screen is noted on every scroll, so a shorter next page cannot clip it first.
 */
export function ScrollRestoration() {
  const location = useLocation();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => rememberPosition();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', storePositions);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', storePositions);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey = location.key;
    restore(location);
  }, [location]);

  return null;
}
