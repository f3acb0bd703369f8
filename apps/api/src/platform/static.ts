import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMessageIn, ROUTES } from '@lumbung/contracts';
import { createEmojiPictures, EMOJI_URL_PREFIX } from './emoji-pictures';
import { createPagePreload } from './page-preload';

const require = createRequire(import.meta.url);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app for every path that is not the API: hashed assets cached for a year,
 * index.html revalidated each time, both sent compressed as the build made them, and unknown non-API paths answered with the app so the router
 * can show them. Unknown /api paths answer 404 JSON.
 */
export async function registerStatic(
  app: FastifyInstance,
  options: { webDistDir: string; uploadsDir: string },
) {
  const emojiDir = dirname(require.resolve('@twemoji/svg/package.json'));
  await app.register(fastifyStatic, {
    root: emojiDir,
    prefix: EMOJI_URL_PREFIX,
    decorateReply: false,
    wildcard: true,
    allowedPath: (path) => /^\/[0-9a-f-]+\.svg$/.test(path),
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });
  const emojiPictures = createEmojiPictures(emojiDir);
  app.get<{ Params: { name: string } }>(
    `${EMOJI_URL_PREFIX}:name.png`,
    { schema: { hide: true } },
    async (request, reply) => {
      const png = await emojiPictures.png(request.params.name);
      if (!png) return reply.callNotFound();
      return reply.header('cache-control', IMMUTABLE).type('image/png').send(png);
    },
  );
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    wildcard: true,
    // Proofs of transfer were kept here once; they are private now (platform/storage.ts).
    allowedPath: (path) => !/^\/*proofs(\/|$)/i.test(path),
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });

  const indexHtml = join(options.webDistDir, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes name.br and name.gz beside each text asset (apps/web/vite.config.ts): the
      // one the browser accepts is sent as it is, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(`${join('/', 'assets', '/')}`) ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir: options.webDistDir }, 'no built web app found: only the API is served');
  }

  if (hasWeb) {
    // The storefront's pages go out with their first answers inside (platform/page-preload.ts), made
    // per request and compressed as the API's answers are.
    const preloadedPage = createPagePreload(app, readFileSync(indexHtml, 'utf8'), {
      reuseMs: app.config.storefrontPageReuseMs,
    });
    const storefrontPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const page = await preloadedPage(request);
      if (page === null) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      // Its answers depend on the store cookie: this browser may keep it, no shared cache may.
      return reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(page);
    };
    for (const path of [ROUTES.home, ROUTES.products, ROUTES.product.pattern]) app.get(path, storefrontPage);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
    if (wantsPage && hasWeb && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', options.webDistDir);
    }
    return reply.status(404).send({
      message: formatMessageIn(request.locale, 'ROUTE_NOT_FOUND', { method: request.method, url: path }),
      code: 'NOT_FOUND',
    });
  });
}
