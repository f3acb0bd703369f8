import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateForTests } from '@/i18n/catalogues';
import { englishCataloguesForTests } from './catalogues';
import { clearAllCookies } from './tokens';

// Components render in English (the spec's texts) with every catalogue there from the start.
activateForTests('en', englishCataloguesForTests);

// findBy* and waitFor wait for a state, not a time: give them room on a loaded machine (the default
// second fails when two cores run four test processes and a build).
configure({ asyncUtilTimeout: 15_000 });

// Mantine reads media queries and observes element sizes; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// Mantine's autosizing Textarea listens for fonts loading; jsdom has no document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}
window.scrollTo = () => {};
// jsdom has no object URLs (private pictures are shown from one): each blob gets a made-up one.
let objectUrls = 0;
URL.createObjectURL ??= () => `blob:http://localhost/picture-${++objectUrls}`;
URL.revokeObjectURL ??= () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  clearAllCookies();
});
