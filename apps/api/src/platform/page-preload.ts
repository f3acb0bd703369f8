import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiReadKey,
  COOKIES,
  DEFAULT_STORE_ID,
  PRELOADED_ANSWERS_ID,
  productDetailRead,
  productListRead,
  relatedProductsQuery,
  storefrontPageOf,
  storefrontReads,
  type ApiRead,
  type StorefrontPage,
} from '@lumbung/contracts';

/** How many product pictures a page asks the browser to fetch before its script runs. */
const PRELOADED_PICTURES = 4;
/** The largest store id a cookie may name (the ids are PostgreSQL integers). */
const MAX_ID = 2_147_483_647;

/** An answer that came back fine: the read's path, its key (path and query) and its JSON text. */
type Answer = { path: string; key: string; json: string };

/**
 * A storefront page (/, /products-page, /products-page/{id}) with its first answers inside
 *. The web's first load is HTML, then its script, then the calls that script makes, then
 * the pictures those answers name: on slow 4G every link of that chain is a round trip. Here the
 * API makes the page's first GET calls itself (catalogue.reads.ts in the contracts names them), for
 * the store of the `current_store_id` cookie or the fallback store, and writes:
 * - their answers as JSON in `<script type="application/json" id="preloaded-answers">`, which the
 *   web's apiFetch takes instead of asking (apps/web/src/lib/preloaded-answers.ts);
 * - `<link rel="preload" as="image">` for the first product pictures, so they travel beside the
 *   script.
 * The calls go through the API's own routes (app.inject), so the answers are exactly what the web
 * would have been sent. A call that fails is left out and the web makes it itself; a page that
 * cannot be made is sent as the plain app. Only public reads: nothing here depends on who asks.
 */
export function createPagePreload(
  app: FastifyInstance,
  indexHtml: string,
  { reuseMs = 0 }: { reuseMs?: number } = {},
) {
  const recent = new RecentPages(reuseMs);
  return async function preloadedPage(request: FastifyRequest): Promise<string | null> {
    const [path = '/', search = ''] = request.url.split('?', 2);
    const page = storefrontPageOf(path, new URLSearchParams(search));
    if (!page) return null;
    try {
      const storeId = cookieStoreId(request.cookies[COOKIES.currentStoreId.name]);
      const key = `${storeId} ${request.url}`;
      const made = recent.get(key);
      if (made !== undefined) return made;
      const answers = await readAll(app, storefrontReads(page, storeId), request.ip);
      const detail =
        page.kind === 'product'
          ? productOf(answers.find((answer) => answer.path === productDetailRead(page.inventoryId).path))
          : null;
      if (detail)
        answers.push(...(await readAll(app, [productListRead(relatedProductsQuery(detail))], request.ip)));
      const lists = answers.filter((answer) => answer.path === productListRead({ storeId, page: 1 }).path);
      const html = withAnswers(indexHtml, answers, firstPictures(page, lists, detail));
      recent.set(key, html);
      return html;
    } catch (error) {
      request.log.warn({ err: error, path }, 'the page went out without its first answers');
      return null;
    }
  };
}

/** How many pages RecentPages keeps at most (distinct stores, filters and products). */
const RECENT_PAGES_MAX = 500;

/**
 * Pages made in the last `reuseMs` (STOREFRONT_PAGE_REUSE_MS, a second by default): the next
 * visitor of the same page of the same store within that time gets the same page. Making one costs
 * five reads through the API's routes (about 2 ms on the embedded database), so a burst of visitors
 * of the home page would otherwise cost twenty times what a static page does; the answers inside
 * are at most that old, as if the browser had asked for them a moment earlier.
 */
class RecentPages {
  private readonly pages = new Map<string, { html: string; until: number }>();

  constructor(private readonly reuseMs: number) {}

  get(key: string): string | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.until > performance.now()) return entry.html;
    this.pages.delete(key);
    return undefined;
  }

  set(key: string, html: string): void {
    if (this.reuseMs <= 0) return;
    if (this.pages.size >= RECENT_PAGES_MAX) this.pages.clear();
    this.pages.set(key, { html, until: performance.now() + this.reuseMs });
  }
}

/** The cookie's store id, or the fallback store when it names none. */
function cookieStoreId(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) return DEFAULT_STORE_ID;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : DEFAULT_STORE_ID;
}

/** Makes the reads side by side; keeps the answers that came back fine, in the reads' order. */
async function readAll(app: FastifyInstance, reads: ApiRead[], ip: string): Promise<Answer[]> {
  const replies = await Promise.all(
    reads.map(async (read) => {
      const key = apiReadKey(read.path, read.query);
      const reply = await app.inject({ method: 'GET', url: key, remoteAddress: ip });
      if (reply.statusCode < 200 || reply.statusCode > 299) return null;
      return { path: read.path, key, json: reply.payload };
    }),
  );
  return replies.filter((answer): answer is Answer => answer !== null);
}

type Detail = {
  store_id: number;
  category_name: string;
  product_images: { product_image: string; is_primary: boolean }[];
};

function productOf(answer: Answer | undefined): Detail | null {
  if (!answer) return null;
  const inventory = (JSON.parse(answer.json) as { inventory?: Detail }).inventory;
  return inventory && typeof inventory.store_id === 'number' ? inventory : null;
}

type ListItem = { product_image: string | null; discount_type?: unknown };

/**
 * The pictures a phone's first screen shows first: the product's own, or the first row's. Only the
 * page's product lists (`lists`, in the page's order) are parsed; the other answers go into the
 * page as they came.
 */
function firstPictures(page: StorefrontPage, lists: Answer[], detail: Detail | null): string[] {
  if (detail) {
    const primary = detail.product_images.find((image) => image.is_primary) ?? detail.product_images[0];
    return primary ? [primary.product_image] : [];
  }
  const rows = lists
    .map((answer) => (JSON.parse(answer.json) as { inventories?: ListItem[] }).inventories)
    .filter((items): items is ListItem[] => Array.isArray(items) && items.length > 0);
  // Home: the "On sale now" row comes first, and shows only discounted items.
  const first = page.kind === 'home' ? rows[0]?.filter((item) => item.discount_type !== null) : rows[0];
  return (first ?? [])
    .map((item) => item.product_image)
    .filter((src): src is string => typeof src === 'string' && src.startsWith('/') && !src.startsWith('//'))
    .slice(0, PRELOADED_PICTURES);
}

/** The page with the answers' block at the end of <body> and the pictures' preloads in <head>. */
function withAnswers(html: string, answers: Answer[], pictures: string[]): string {
  // A JSON text holds "<" only inside strings, where \u003c reads the same: no product name can
  // close the block (or open a comment) early.
  const block =
    `<script type="application/json" id="${PRELOADED_ANSWERS_ID}">{` +
    answers
      .map((answer) => `${JSON.stringify(answer.key)}:${answer.json}`)
      .join(',')
      .replaceAll('<', '\\u003c') +
    '}</script>';
  const preloads = pictures
    .map((src) => `<link rel="preload" as="image" href="${escapeAttribute(src)}" fetchpriority="high">`)
    .join('');
  const headed = html.includes('</head>') ? html.replace('</head>', `${preloads}</head>`) : html;
  return headed.includes('</body>') ? headed.replace('</body>', `${block}</body>`) : `${headed}${block}`;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
