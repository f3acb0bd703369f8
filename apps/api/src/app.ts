import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { BRAND, UPLOAD_MAX_BYTES } from '@lumbung/contracts';
import type { Database, Db } from './db/client';
import { featureRoutes } from './features';
import { orderJobs } from './features/orders/orders.jobs';
import { refundJobs } from './features/refunds/refunds.jobs';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import { authPlugin, isApiRoute, routeAccess, type RouteAccess } from './platform/auth';
import { BODY_MAX_BYTES, registerErrorHandling } from './platform/errors';
import { inputGuardPlugin } from './platform/input-guard';
import { registerLocale } from './platform/locale';
import { accessDocsPlugin } from './platform/access-docs';
import { createJobRunner, type JobRunner } from './platform/jobs';
import { createMailer, type Mailer } from './platform/mail';
import { createAuthRateLimits, type AuthRateLimits } from './platform/rate-limits';
import { registerStatic } from './platform/static';
import { registerCompression } from './platform/compression';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerPrivateAnswers } from './platform/private-answers';
import { storageFor, type Storage } from './platform/storage';
import { uploadSweepJob } from './platform/upload-sweep';
import { midtransGateway } from './platform/midtrans';
import type { PaymentGateway } from './platform/payment-gateway';
import { paymentSimulator } from './platform/payment-simulator';

/** One registered route, for tests that walk the whole API (access control, bad input). */
export interface RouteEntry {
  method: string;
  url: string;
  hasBody: boolean;
  /** Whether it reads a multipart/form-data body (an upload) rather than JSON. */
  multipart: boolean;
  /** The route's zod schemas of its inputs, for the walks that send every field bad values. */
  inputs: { params?: unknown; querystring?: unknown; body?: unknown };
  /** Who may call it and which ownership checks apply (platform/auth.ts). */
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    routeTable: RouteEntry[];
    mailer: Mailer;
    /** Uploaded files (pictures, payment proofs): local disk under DATA_DIR/uploads, or S3. */
    storage: Storage;
    /** Virtual accounts: Midtrans when MIDTRANS_SERVER_KEY is set, else the simulator if chosen. */
    paymentGateway: PaymentGateway;
    authRateLimits: AuthRateLimits;
    /** Background jobs: started when the server listens (config.jobs), stopped before it closes. */
    jobs: JobRunner;
    /** The parts above the features' services use, as one object (platform/context.ts). */
    ctx: AppContext;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(config.env === 'development' && process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** Midtrans with a server key; the simulator only where the configuration chose it. */
function paymentGatewayFor({ midtrans }: Config): PaymentGateway {
  if (midtrans.serverKey)
    return midtransGateway({ serverKey: midtrans.serverKey, baseUrl: midtrans.baseUrl });
  if (midtrans.simulator) return paymentSimulator();
  throw new Error(
    'No payment gateway: set MIDTRANS_SERVER_KEY, or PAYMENT_SIMULATOR=true for the built-in simulator',
  );
}

/**
 * Builds the whole server: plugins first, then the features under /api, then the web app.
 * The app owns the database from here on: closing the app closes it.
 */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    // JSON bodies; multipart uploads have their own limits (one image at most UPLOAD_MAX_BYTES).
    bodyLimit: BODY_MAX_BYTES,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !isApiRoute(route.url)) continue;
      routeTable.push({
        method,
        url: route.url,
        hasBody: Boolean(route.schema?.body),
        multipart: Boolean(route.schema?.consumes?.includes('multipart/form-data')),
        inputs: {
          params: route.schema?.params,
          querystring: route.schema?.querystring,
          body: route.schema?.body,
        },
        access: routeAccess(route.url, route.config),
      });
    }
  });
  app.decorate('db', database.db);
  app.decorate('config', config);
  const mailer = createMailer({ db: database.db, config, log: app.log });
  app.decorate('mailer', mailer);
  app.decorate('storage', storageFor(config));
  const paymentGateway = paymentGatewayFor(config);
  app.decorate('paymentGateway', paymentGateway);
  if (paymentGateway.simulated) {
    app.log.warn(
      { paymentGateway: 'simulator' },
      'payments run on the built-in simulator: anyone can mark an order paid. ' +
        'Set MIDTRANS_SERVER_KEY to take real payments.',
    );
  }
  app.decorate('authRateLimits', createAuthRateLimits(config.authLimits));
  const ctx: AppContext = {
    db: database.db,
    config,
    storage: app.storage,
    mailer,
    gateway: paymentGateway,
    log: app.log,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await mailer.close();
    await database.close();
  });
  registerErrorHandling(app);
  // Before compression: an answer's message is put in the request's language before it is packed.
  registerLocale(app);

  // Jobs start only once the server listens: tests that inject requests never run them unless
  // they ask (app.jobs.runNow). preClose stops them and waits for a run in progress, before the
  // onClose hook above closes the database.
  const jobs = createJobRunner({
    jobs: [...orderJobs(ctx), ...refundJobs(ctx), uploadSweepJob(database.db, app.storage)],
    intervalMs: config.jobs.intervalSeconds * 1000,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  if (config.jobs.enabled) app.addHook('onListen', async () => jobs.start());
  app.addHook('preClose', async () => {
    await jobs.stop();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'script-src': ["'self'"],
      },
    },
  });
  registerPrivateAnswers(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  // Before the features: every /api route added after this gets the access checks.
  await app.register(authPlugin);
  await app.register(inputGuardPlugin);
  await app.register(accessDocsPlugin);
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 8, fields: 30 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${BRAND} API`,
        description: 'Multi-store grocery shop for Indonesia',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      for (const routes of featureRoutes) await api.register(routes);
    },
    { prefix: '/api' },
  );

  const uploadsDir = join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await registerStatic(app, { webDistDir: config.webDistDir, uploadsDir });
  return app;
}
