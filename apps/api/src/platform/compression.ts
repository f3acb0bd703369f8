import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses the API's JSON answers (and any other compressible answer made per request) above
 * COMPRESS_MIN_BYTES, with brotli or gzip as the browser accepts. Brotli runs at quality 4 here, fast
 * enough per request; the web app's files are compressed once at build time instead (platform/
 * static.ts sends those as they are, and this plugin leaves an answer that already has a
 * Content-Encoding alone).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
  });
}
