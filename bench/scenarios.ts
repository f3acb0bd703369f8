/** Which server a scenario loads: the built API, or the bare Fastify ceiling. */
export type Target = 'api' | 'ceiling';

export interface BenchContext {
  apiUrl: string;
  ceilingUrl: string;
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
}

/**
 * Every scenario of `npm run bench`, in the order they run. Later: product lists per store (with
 * search, category and sort) against a large generated dataset.
 */
export const scenarios: Scenario[] = [
  {
    name: 'ceiling: bare Fastify JSON route',
    target: 'ceiling',
    method: 'GET',
    path: '/ceiling',
    isCeiling: true,
  },
  { name: 'GET /api/health', target: 'api', method: 'GET', path: '/api/health' },
];
