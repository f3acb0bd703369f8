import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

/** Where the window is scrolled to, as the browser would say after a scroll. */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

function Page({ name, to }: { name: string; to: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to={to}>Next</Link>
      <p id="details">Details</p>
    </>
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <ScrollRestoration />
      <Routes>
        <Route path="/list" element={<Page name="List" to="/item" />} />
        <Route path="/item" element={<Page name="Item" to="/guide#details" />} />
        <Route path="/guide" element={<Page name="Guide" to="/list" />} />
      </Routes>
    </BrowserRouter>,
  );
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  sessionStorage.clear();
});

afterEach(() => {
  window.scrollTo = () => {};
  scrollWindowTo(0);
});

describe('scroll restoration (the declarative router)', () => {
  it('starts a new page at the top and returns to where the shopper was on the way back', async () => {
    renderAt('/list');
    scrollWindowTo(1480);
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Item' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(300);

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 1480));

    act(() => window.history.forward());
    expect(await screen.findByRole('heading', { name: 'Item' })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 300));
  });

  it('brings a #hash into view on a new page', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderAt('/item');
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Guide' })).toBeInTheDocument();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('details'));
    scrollIntoView.mockRestore();
  });

  it('keeps the positions for a reload of the tab', async () => {
    const { unmount } = renderAt('/list');
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Item' });
    scrollWindowTo(640);
    window.dispatchEvent(new Event('pagehide'));
    const key = (window.history.state as { key: string }).key;
    expect(JSON.parse(sessionStorage.getItem('lumbung:scroll-positions') ?? '{}')).toMatchObject({
      [key]: 640,
    });
    unmount();
  });
});
