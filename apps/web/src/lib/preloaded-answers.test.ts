import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PRELOADED_ANSWERS_ID } from '@lumbung/contracts';
import { apiFetch } from './api-client';
import { ANSWERS_KEEP_MS, resetPreloadedAnswers, takePreloadedAnswer } from './preloaded-answers';

const fetchMock = vi.fn<typeof fetch>();
const fromNetwork = { data: { from: 'network' } };

/** Puts the page's block of answers in the document, as the API writes it. */
function pageBrings(answers: Record<string, unknown> | string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PRELOADED_ANSWERS_ID;
  block.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.body.append(block);
}

beforeEach(() => {
  resetPreloadedAnswers();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify(fromNetwork), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(PRELOADED_ANSWERS_ID)?.remove();
});

describe('answers that came with the page', () => {
  it('answers a read the page brought without a request, once; the next one asks the network', async () => {
    const list = { inventories: [{ inventory_id: 7 }], currentPage: 1 };
    pageBrings({ '/api/users/products/28?page=1&pageSize=12&sortField=product_name&sortOrder=asc': list });

    // The query in any order, empty values left out: the same read.
    const query = { sortOrder: 'asc', sortField: 'product_name', pageSize: 12, page: 1, search: undefined };
    await expect(apiFetch('/api/users/products/28', { query })).resolves.toEqual(list);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(PRELOADED_ANSWERS_ID)).toBeNull();

    await expect(apiFetch('/api/users/products/28', { query })).resolves.toEqual(fromNetwork);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a schema to load for an answer the page brought', async () => {
    pageBrings({ '/api/users/categories': { data: [] } });
    const schema = vi.fn(() => Promise.resolve(z.object({ data: z.array(z.unknown()) })));
    await expect(apiFetch('/api/users/categories', { schema })).resolves.toEqual({ data: [] });
    expect(schema).not.toHaveBeenCalled();
  });

  it('asks the network for reads the page did not bring, and for anything but a GET', async () => {
    pageBrings({ '/api/users/categories': { data: [] } });
    await expect(apiFetch('/api/users/categories', { query: { page: 2 } })).resolves.toEqual(fromNetwork);
    await expect(apiFetch('/api/users/categories', { method: 'POST', body: {} })).resolves.toEqual(
      fromNetwork,
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets answers go once they are older than the page allows', () => {
    pageBrings({ '/api/users/categories': { data: [] } });
    expect(takePreloadedAnswer('/api/users/categories', ANSWERS_KEEP_MS + 1)).toBeUndefined();
    expect(takePreloadedAnswer('/api/users/categories', 10)).toBeUndefined();
  });

  it('treats a block that does not parse as no block', async () => {
    pageBrings('{"/api/users/categories": ');
    await expect(apiFetch('/api/users/categories')).resolves.toEqual(fromNetwork);
  });
});
