/**
 * What the features' services reach the world through, built once in app.ts and handed down by
 * the routes (`app.ctx`). A service takes only the parts it uses, as `Pick<AppContext, ...>`, so a
 * test can call it with those parts alone.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@lumbung/contracts';
import type { Db } from '../db/client';
import type { Config } from './config';
import type { Mailer } from './mail';
import type { PaymentGateway } from './payment-gateway';
import type { Storage } from './storage';

export interface AppContext {
  db: Db;
  config: Config;
  /** Uploaded files (pictures, payment proofs): local disk under DATA_DIR/uploads, or S3. */
  storage: Storage;
  mailer: Mailer;
  /** Virtual accounts: Midtrans when MIDTRANS_SERVER_KEY is set, else the simulator if chosen. */
  gateway: PaymentGateway;
  /** The app's log; a route may hand a service its request's log instead (same type). */
  log: FastifyBaseLogger;
  /**
   * The language of the request being served (a route hands it down with its log): a mail to an
   * account that has no language of its own goes in it. Absent outside a request: English.
   */
  locale?: Locale;
}
