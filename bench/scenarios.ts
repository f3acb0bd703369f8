import type { Request } from 'autocannon';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/data/accounts';
import { BENCH_SHOPPER_EMAIL, type BenchDataset } from './dataset';

/** Which server a scenario loads: the built API, or the bare Fastify ceiling. */
export type Target = 'api' | 'ceiling';

export interface BenchContext {
  apiUrl: string;
  ceilingUrl: string;
  /** The generated dataset the API runs on (ids of its stores, products, categories). */
  dataset: BenchDataset;
}

export interface Scenario {
  /** Short name used in the table and the JSON results. */
  name: string;
  target: Target;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Runs once before the scenario (e.g. log in, pick an id from a large generated dataset). */
  prepare?: (
    context: BenchContext,
  ) => Promise<Partial<Pick<Scenario, 'path' | 'headers' | 'body' | 'requests'>> | void>;
  /** A sequence of requests each connection runs in turn (set by prepare), instead of one request. */
  requests?: Request[];
  /**
   * A cart scenario: the unit it counts (one request stands for perRequest of them) and the
   * issue's target, read off the table.
   */
  cartTarget?: { unit: string; perRequest: number; target?: { perSecond: number; p99Ms: number } };
  /** The ceiling is the reference the other scenarios are compared with. */
  isCeiling?: boolean;
  /**
   * A storefront scenario held to the storefront's speed targets, as a share of the ceiling measured in the
   * same run (the list cache off: pglite-uncached and postgres), and a p99 bound on PostgreSQL.
   */
  shareTarget?: { postgres: number; pglite: number; p99Ms?: number };
}

/** The reference: a bare Fastify server with one JSON route, measured once per run. */
export const ceiling: Scenario = {
  name: 'ceiling: bare Fastify JSON route',
  target: 'ceiling',
  method: 'GET',
  path: '/ceiling',
  isCeiling: true,
};

/** Page 1 and one category of a store, at 16 % of the ceiling on PostgreSQL (p99 < 25 ms), 8 % on PGlite. */
const LIST_TARGET = { postgres: 0.16, pglite: 0.08, p99Ms: 25 };

const list = (name: string, path: (d: BenchDataset) => string, extra: Partial<Scenario> = {}): Scenario => ({
  name,
  target: 'api',
  method: 'GET',
  path: '(set by prepare)',
  prepare: async ({ dataset }) => ({ path: path(dataset) }),
  ...extra,
});

/**
 * The API scenarios, run once per database engine, in this order. The stores of the dataset:
 * `all` carries 100,000 products, `medium` 10,000 and `small` 1,000 (bench/dataset.ts).
 */
export const apiScenarios: Scenario[] = [
  { name: 'GET /api/health', target: 'api', method: 'GET', path: '/api/health' },
  list('products 1k: page 1', (d) => `/api/users/products/${d.stores.small}`, { shareTarget: LIST_TARGET }),
  list('products 1k: category', (d) => `/api/users/products/${d.stores.small}?category=${d.categoryId}`, {
    shareTarget: LIST_TARGET,
  }),
  list('product detail', (d) => `/api/users/products/detail/${d.inventoryId}`, {
    shareTarget: { postgres: 0.16, pglite: 0.08 },
  }),
  list('products 100k: page 1', (d) => `/api/users/products/${d.stores.all}`),
  list('products 1k: on sale', (d) => `/api/users/products/${d.stores.small}?onSale=true`),
  list('products 10k: page 1', (d) => `/api/users/products/${d.stores.medium}`),
  list('products 100k: page 100', (d) => `/api/users/products/${d.stores.all}?page=100`),
  list('products 100k: page 4,000', (d) => `/api/users/products/${d.stores.all}?page=4000`),
  list('products 100k: by price', (d) => `/api/users/products/${d.stores.all}?sortField=price`),
  list('products 100k: category', (d) => `/api/users/products/${d.stores.all}?category=${d.categoryId}`),
  list(
    'products 100k: search (1,000 hits)',
    (d) => `/api/users/products/${d.stores.all}?search=${encodeURIComponent(d.search)}`,
  ),
  // The same 1,000 products through a synonym ("coffee" finds "kopi") and through a close word
  // ("kopii", nothing as typed), and a search that finds nothing and suggests "jeruk".
  list(
    'products 100k: search by synonym (1,000 hits)',
    (d) => `/api/users/products/${d.stores.all}?search=coffee`,
  ),
  list(
    'products 100k: search with a typo (1,000 hits)',
    (d) => `/api/users/products/${d.stores.all}?search=kopii`,
  ),
  list('products 100k: search finding nothing', (d) => `/api/users/products/${d.stores.all}?search=jruk`),
];

// ---------------------------------------------------------------------------------------------
// Cart scenarios: one cart per connection. A connection takes a free shopper (a "slot") at the
// start of each round of its requests and gives it back at the end, so no two connections work
// on one cart at a time (autocannon starts every round with a fresh context). Each slot adds
// products from its own slice of the cart store's shelves, so no add meets its product already
// in the cart.

interface Slot {
  userId: number;
  authorization: string;
  /** The slot's slice of the cart store's inventories, and the next one to add. */
  first: number;
  size: number;
  next: number;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

async function call(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Logs shoppers from..from+count-1 in and leaves each with an empty cart; `prefill` products then. */
async function prepareSlots(
  { apiUrl, dataset }: BenchContext,
  from: number,
  count: number,
  sliceSize: number,
  prefill: number,
): Promise<Slot[]> {
  const slots: Slot[] = [];
  const one = async (i: number) => {
    const login = await call(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email: BENCH_SHOPPER_EMAIL(from + i), password: DEMO_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { accessToken: string; user: { id: number } } };
    const authorization = `Bearer ${data.accessToken}`;
    const userId = data.user.id;
    const cart = await call(`${apiUrl}/api/cart/items/${userId}`, { headers: { authorization } });
    const { cart_data } = (await cart.json()) as {
      cart_data: { cart_items: Array<{ cart_item_id: number }> };
    };
    for (const item of cart_data.cart_items) {
      await call(`${apiUrl}/api/cart/${userId}/${item.cart_item_id}`, {
        method: 'DELETE',
        headers: { authorization },
      });
    }
    const first = dataset.cart.firstInventoryId + (from + i) * sliceSize;
    // The prefill takes the end of the slice; the rounds take the rest.
    for (let k = 0; k < prefill; k++) {
      await call(`${apiUrl}/api/cart/add`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, authorization },
        body: JSON.stringify({ user_id: userId, inventory_id: first + sliceSize - 1 - k }),
      });
    }
    slots[i] = { userId, authorization, first, size: sliceSize - prefill, next: 0 };
  };
  // A few at a time: each login hashes a password.
  for (let i = 0; i < count; i += 4) {
    await Promise.all(Array.from({ length: Math.min(4, count - i) }, (_, k) => one(i + k)));
  }
  return slots;
}

/** Free slots, first in first out; when all are taken (rounds cut short by the end of a run), reuse in turn. */
function slotPool(slots: Slot[]) {
  const free = slots.map((_, i) => i);
  let spare = 0;
  return {
    take(): number {
      return free.shift() ?? spare++ % slots.length;
    },
    give(i: number): void {
      if (!free.includes(i)) free.push(i);
    },
    slot: (i: number) => slots[i]!,
  };
}

function addRequest(pool: ReturnType<typeof slotPool>, takeSlot: boolean): Request {
  return {
    method: 'POST',
    path: '/api/cart/add',
    setupRequest: (request, context) => {
      if (takeSlot) context.slot = pool.take();
      const slot = pool.slot(context.slot as number);
      const inventoryId = slot.first + (slot.next++ % slot.size);
      return {
        ...request,
        headers: { ...JSON_HEADERS, authorization: slot.authorization },
        body: JSON.stringify({ user_id: slot.userId, inventory_id: inventoryId }),
      };
    },
    onResponse: (status, body, context) => {
      if (status === 201)
        context.cartItemId = (
          JSON.parse(body) as { cart_item: { cart_item_id: number } }
        ).cart_item.cart_item_id;
    },
  };
}

/** The cart's store and its shoppers: 96 slots for adds, the next 96 for checkouts. */
const SLOTS = 96;

export const cartScenarios: Scenario[] = [
  {
    name: 'cart add (add + remove rounds, 6-item carts)',
    target: 'api',
    method: 'POST',
    path: '/api/cart/add',
    cartTarget: { unit: 'add', perRequest: 0.5, target: { perSecond: 500, p99Ms: 50 } },
    prepare: async (context) => {
      const sliceSize = Math.floor(context.dataset.cart.inventories / (2 * SLOTS));
      const pool = slotPool(await prepareSlots(context, 0, SLOTS, sliceSize, 5));
      return {
        requests: [
          addRequest(pool, true),
          {
            method: 'DELETE',
            setupRequest: (request, ctx) => {
              const slot = pool.slot(ctx.slot as number);
              if (ctx.cartItemId === undefined) {
                pool.give(ctx.slot as number);
                return null;
              }
              return {
                ...request,
                path: `/api/cart/${slot.userId}/${ctx.cartItemId as number}`,
                headers: { authorization: slot.authorization },
              };
            },
            onResponse: (_status, _body, ctx) => pool.give(ctx.slot as number),
          },
        ],
      };
    },
  },
  {
    name: 'cart checkout (3 adds + checkout rounds)',
    target: 'api',
    method: 'POST',
    path: '/api/cart/checkout',
    cartTarget: { unit: 'checkout', perRequest: 0.25 },
    prepare: async (context) => {
      const sliceSize = Math.floor(context.dataset.cart.inventories / (2 * SLOTS));
      const slots = await prepareSlots(context, SLOTS, SLOTS, sliceSize, 0);
      const pool = slotPool(slots);
      let key = 0;
      return {
        requests: [
          addRequest(pool, true),
          addRequest(pool, false),
          addRequest(pool, false),
          {
            method: 'POST',
            setupRequest: (request, ctx) => {
              const slot = pool.slot(ctx.slot as number);
              return {
                ...request,
                path: `/api/cart/checkout/${slot.userId}`,
                headers: {
                  authorization: slot.authorization,
                  'idempotency-key': `bench-${process.pid}-${Date.now()}-${key++}`,
                },
              };
            },
            onResponse: (_status, _body, ctx) => pool.give(ctx.slot as number),
          },
        ],
      };
    },
  },
];

// The cart scenarios run after the catalogue ones (`--only cart` picks them alone).
apiScenarios.push(...cartScenarios);

/**
 * The scenarios whose ratio says how the list scales: 100,000 products against 1,000, page 1 of
 * each (within 1.5x).
 */
export const SCALE_PAIR = {
  large: 'products 100k: page 1',
  small: 'products 1k: page 1',
  within: 1.5,
} as const;
