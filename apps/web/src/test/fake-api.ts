import { vi } from 'vitest';

/** A request as a fake API route sees it. */
export type FakeRequest = {
  method: string;
  url: URL;
  /** Values of the `:name` segments of the matched route. */
  params: Record<string, string>;
  /** The parsed JSON body, or the FormData of a multipart upload, when one was sent. */
  body: unknown;
  headers: Headers;
};

/** A route answer: a Response as it is, anything else as a 200 JSON body. */
export type FakeHandler = (request: FakeRequest) => unknown;

/** A JSON response, as the API sends them. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The proof route as the API serves it: the picture's bytes to a caller with a token, 401 without.
 * Spread into a fake API whose pages show a proof of transfer.
 */
export const PROOF_ROUTE: Record<string, FakeHandler> = {
  'GET /api/order/payment-proof/:paymentId': ({ headers }) =>
    headers.get('Authorization')?.startsWith('Bearer ')
      ? new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private, no-store' },
        })
      : json({ message: 'Unauthorized', code: 'UNAUTHORIZED' }, 401),
};

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/**
 * Replaces `fetch` with a small in-memory API: `routes` maps 'METHOD /api/path/:param' to a handler.
 * Unknown routes answer 404 like the real API. Every request is recorded in `requests`. The web's
 * own code (api client, hooks, components) runs unchanged: only the network is replaced.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(routes: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ');
    return { method, pattern, handler };
  });
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    // JSON bodies arrive parsed; a multipart upload arrives as the FormData the page sent.
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init?.body instanceof FormData
          ? init.body
          : undefined;
    const headers = new Headers(init?.headers);
    for (const route of table) {
      if (route.method !== method) continue;
      const params = matchPath(route.pattern, url.pathname);
      if (!params) continue;
      const request = { method, url, params, body, headers };
      requests.push(request);
      const answer = await route.handler(request);
      return answer instanceof Response ? answer : json(answer);
    }
    requests.push({ method, url, params: {}, body, headers });
    return json({ message: `Route ${method}:${url.pathname} not found` }, 404);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** The recorded requests to paths starting with `prefix`. */
    requestsTo(prefix: string): FakeRequest[] {
      return requests.filter((request) => request.url.pathname.startsWith(prefix));
    },
  };
}

/**
 * `routes` with the route `key` held until `release()` is called: lets a test read the page while
 * that call is still on its way (a spinner, a disabled button), then let it answer as before.
 */
export function holdRoute(routes: Record<string, FakeHandler>, key: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = routes[key];
  if (!handler) throw new Error(`No route ${key} to hold`);
  return {
    routes: {
      ...routes,
      [key]: async (request: FakeRequest) => {
        await gate;
        return handler(request);
      },
    },
    release: () => release(),
  };
}
