import { describe, expect, it } from 'vitest';
import { baseUrl as serverUrl } from './support/browser';

/**
 * "Bad input to any route gives a 4xx with a message" (docs/architecture.md §4), checked on every operation the
 * API documents, so each new route is covered the day it is added. Without a token most routes
 * answer 401 before validating: that is a 4xx with a message too. Each operation gets only a few
 * requests, so rate-limited routes (login, mail) stay usable for later journeys of the same run.
 */

const baseUrl = serverUrl();

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyTypes: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const GARBAGE = 'x y/../%00-1.5e999';

async function loadOperations(): Promise<Operation[]> {
  const response = await fetch(`${baseUrl}/api/docs/json`);
  if (!response.ok) throw new Error(`GET /api/docs/json answered ${response.status}`);
  const doc = (await response.json()) as {
    paths?: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: object } }>>;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/api/')) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyTypes: Object.keys(op.requestBody?.content ?? {}),
      });
    }
  }
  return operations;
}

const operations = await loadOperations();

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

/** A 4xx answer must say what was wrong; a 5xx is never acceptable for bad input. */
async function expectClientError(response: Response, what: string, { allowSuccess = false } = {}) {
  const text = await response.text();
  expect(response.status, `${what} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (allowSuccess && response.status < 400) return;
  expect(
    response.status,
    `${what} answered ${response.status}: ${text.slice(0, 300)}`,
  ).toBeGreaterThanOrEqual(400);
  let body: { message?: unknown };
  try {
    body = JSON.parse(text) as { message?: unknown };
  } catch {
    throw new Error(`${what} answered ${response.status} without JSON: ${text.slice(0, 300)}`);
  }
  expect(typeof body.message, `${what}: no message in ${text.slice(0, 300)}`).toBe('string');
  expect(String(body.message).trim(), `${what}: empty message`).not.toBe('');
}

describe('bad input to any documented route', () => {
  it('the OpenAPI document lists the operations to check', () => {
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain('GET /api/health');
  });

  it.each(operations)(
    '$method $path: garbage in path, query and body gives a 4xx with a message',
    async (op) => {
      const what = `${op.method} ${op.path}`;
      let checked = 0;

      if (op.pathParams.length > 0) {
        const response = await fetch(`${baseUrl}${fillPath(op.path, GARBAGE)}`, { method: op.method });
        await expectClientError(response, `${what} with garbage path parameters`);
        checked += 1;
      }

      const url = `${baseUrl}${fillPath(op.path, '1')}`;
      if (op.queryParams.length > 0) {
        const query = new URLSearchParams(op.queryParams.map((name) => [name, GARBAGE]));
        const response = await fetch(`${url}?${query}`, { method: op.method });
        // A free-text query (a search) may accept anything; it must still never fail on our side.
        await expectClientError(response, `${what} with garbage query parameters`, { allowSuccess: true });
        checked += 1;
      }

      if (op.bodyTypes.some((t) => t.includes('json'))) {
        for (const body of ['{"unterminated": ', '[1, "two", null]']) {
          const response = await fetch(url, {
            method: op.method,
            body,
            headers: { 'content-type': 'application/json' },
          });
          await expectClientError(response, `${what} with the JSON body ${body}`);
          checked += 1;
        }
      }
      if (op.bodyTypes.some((t) => t.includes('multipart'))) {
        const response = await fetch(url, {
          method: op.method,
          body: 'this is not multipart',
          headers: { 'content-type': 'multipart/form-data; boundary=lumbung-e2e' },
        });
        await expectClientError(response, `${what} with a broken multipart body`);
        checked += 1;
      }

      if (checked === 0) {
        // Nothing to garble: unknown query parameters must be ignored, not crash the route.
        const response = await fetch(`${url}?unexpected=${encodeURIComponent(GARBAGE)}`, {
          method: op.method,
        });
        await expectClientError(response, `${what} with an unexpected query parameter`, {
          allowSuccess: true,
        });
      }
    },
  );
});
