import type { BenchDataset } from './dataset';

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
  prepare?: (context: BenchContext) => Promise<Partial<Pick<Scenario, 'path' | 'headers' | 'body'>> | void>;
  /** The ceiling is the reference the other scenarios are compared with. */
  isCeiling?: boolean;
  /** A product-list scenario held to the target (2,000 req/s, p99 under 25 ms). */
  isListTarget?: boolean;
}

/** The reference: a bare Fastify server with one JSON route, measured once per run. */
export const ceiling: Scenario = {
  name: 'ceiling: bare Fastify JSON route',
  target: 'ceiling',
  method: 'GET',
  path: '/ceiling',
  isCeiling: true,
};

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
  list('products 100k: page 1', (d) => `/api/users/products/${d.stores.all}`, { isListTarget: true }),
  list('products 10k: page 1', (d) => `/api/users/products/${d.stores.medium}`, { isListTarget: true }),
  list('products 1k: page 1', (d) => `/api/users/products/${d.stores.small}`, { isListTarget: true }),
  list('products 100k: page 100', (d) => `/api/users/products/${d.stores.all}?page=100`),
  list('products 100k: page 4,000', (d) => `/api/users/products/${d.stores.all}?page=4000`),
  list('products 100k: by price', (d) => `/api/users/products/${d.stores.all}?sortField=price`),
  list('products 100k: category', (d) => `/api/users/products/${d.stores.all}?category=${d.categoryId}`),
  list(
    'products 100k: search (1,000 hits)',
    (d) => `/api/users/products/${d.stores.all}?search=${encodeURIComponent(d.search)}`,
  ),
  list('product detail', (d) => `/api/users/products/detail/${d.inventoryId}`),
];

/** The scenarios whose ratio says how the list scales: 100,000 products against 1,000. */
export const SCALE_PAIR = { large: 'products 100k: page 1', small: 'products 1k: page 1' } as const;
