import Fastify from 'fastify';

/**
 * The ceiling: a bare Fastify server with one JSON route and nothing else (no plugins, no logger,
 * no database), answering the same body as /api/health. Run in its own process so it gets a core
 * of its own, as the API does.
 */
const port = Number(process.env.PORT);
const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ status: 'ok', db: 'ok' }));
await app.listen({ port, host: '127.0.0.1' });
process.send?.({ ready: true, port });
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
