// `npm start`: builds what is not built yet (or is older than its sources), then serves LUMBUNG.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
// The server runs in this process, so signals (Ctrl-C, SIGTERM) reach its graceful shutdown.
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(new URL('../apps/api/dist/server.js', import.meta.url).href);
