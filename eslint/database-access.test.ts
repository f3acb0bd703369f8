import { databaseAccess } from './database-access.js';
import { repoFile, ruleTester } from './rule-tester';

const api = (path: string) => repoFile(`apps/api/src/${path}`);
const service = api('features/cart/cart.service.ts');

ruleTester.run('database-access', databaseAccess, {
  valid: [
    // The shelf composes its statement from fixed parts, the one file that may.
    {
      filename: api('read-models/shelf.ts'),
      code: "import { Params, runStatement, type Conn } from '../db/statements';",
    },
    // The data layer: *.sql.ts, *.repository.ts, domain/, read-models/ (and db/) use ways 1 and 2.
    {
      filename: api('features/cart/cart.sql.ts'),
      code: [
        "import { and, eq, sql } from 'drizzle-orm';",
        "import { carts } from '../../db/schema';",
        "import { runner, type Conn } from '../../db/statements';",
        'export const READ = `select cart_id from carts where user_id = $1::int`;',
        "export const read = (on: Conn, id: number) => runner(on)<{ cart_id: number }>('cart_read', READ, [id]);",
        'export const byBuilder = (db: Db) => db.select().from(carts).where(and(eq(carts.id, 1), sql`true`)).execute();',
      ].join('\n'),
    },
    { filename: api('features/users/users.repository.ts'), code: "import { users } from '../../db/schema';" },
    {
      filename: api('domain/stock.ts'),
      code: "import { runner } from '../db/statements';\nimport { sql } from 'drizzle-orm';",
    },
    {
      filename: api('read-models/order-list.ts'),
      code: "import { runner, type Conn } from '../db/statements';",
    },
    {
      filename: api('db/client.ts'),
      code: "import { PGlite } from '@electric-sql/pglite';\nawait db.execute(sql`select 1`);\nawait client.query('listen x');",
    },
    // A service opens transactions and names the connection types, nothing more.
    {
      filename: service,
      code: [
        "import { transaction, atomic, type Run } from '../../db/statements';",
        "import type { Db, Tx } from '../../db/client';",
        "import type { SQL } from 'drizzle-orm';",
        "import { type users } from '../../db/schema';",
        "import { readCart } from './cart.sql';",
        "import { lockShelf } from '../../domain/stock';",
        'export const message = "Select a store from the list";',
        'await app.listen({ port: 3000 });',
      ].join('\n'),
    },
    // The catalogue list cache is where LISTEN lives.
    {
      filename: api('features/catalogue/list-cache.ts'),
      code: "import { pgliteOf } from '../../db/statements';\nawait pglite.listen('catalogue_changed', onChange);",
    },
    // Tests set up and inspect data as they need.
    {
      filename: api('features/cart/cart.routes.test.ts'),
      code: "import { sql } from 'drizzle-orm';\nimport { carts } from '../../db/schema';\nawait db.execute(sql`delete from carts`);",
    },
  ],
  invalid: [
    // Only the shelf composes its statement from fixed parts.
    {
      filename: api('read-models/shelf.ts'),
      code: "import { queryRows } from '../db/client';",
      errors: [{ messageId: 'gone', data: { name: 'queryRows' } }],
    },
    {
      filename: service,
      code: [
        "import { and, eq, sql } from 'drizzle-orm';",
        "import { carts } from '../../db/schema';",
        "import { runner, transaction } from '../../db/statements';",
        "import * as pg from 'drizzle-orm/pg-core';",
      ].join('\n'),
      errors: [
        { messageId: 'builder', data: { name: "and', 'eq', 'sql" } },
        { messageId: 'schema', data: { name: 'carts' } },
        { messageId: 'runner', data: { name: 'runner' } },
        { messageId: 'builder', data: { name: '*' } },
      ],
    },
    // Routes, jobs and platform files are not the data layer either; SQL text there is refused.
    {
      filename: api('features/orders/orders.jobs.ts'),
      code: "const DUE = `select order_id from orders where status = 'PENDING'`;\nconst DROP = 'delete from idempotency_keys';",
      errors: [{ messageId: 'sqlText' }, { messageId: 'sqlText' }],
    },
    {
      filename: api('platform/mail.ts'),
      code: "export { mailOutbox } from '../db/schema';\nconst q = `update mail_outbox set sent_at = now() where mail_id = $1::int`;",
      errors: [{ messageId: 'schema', data: { name: 'mailOutbox' } }, { messageId: 'sqlText' }],
    },
    // Gone everywhere outside db/, the data layer included: execute, queryRows, per-request texts, drivers.
    {
      filename: api('read-models/order-list.ts'),
      code: [
        "import { Params, runStatement, runner } from '../db/statements';",
        "import { queryRows } from '../db/client';",
        "import { PGlite } from '@electric-sql/pglite';",
        'await db.execute(sql`select 1`);',
      ].join('\n'),
      errors: [
        { messageId: 'gone', data: { name: "Params', 'runStatement" } },
        { messageId: 'gone', data: { name: 'queryRows' } },
        { messageId: 'driver', data: { name: 'PGlite' } },
        { messageId: 'execute' },
      ],
    },
    {
      filename: api('features/health/health.routes.ts'),
      code: "import { sql } from 'drizzle-orm';\nawait db.execute(sql`select 1`);",
      errors: [{ messageId: 'builder', data: { name: 'sql' } }, { messageId: 'execute' }],
    },
    // LISTEN only in the list cache.
    {
      filename: api('features/catalogue/catalogue.routes.ts'),
      code: "import { pgliteOf } from '../../db/statements';\nawait pglite.listen('catalogue_changed', onChange);\nconst t = 'notify catalogue_changed';",
      errors: [
        { messageId: 'driver', data: { name: 'pgliteOf' } },
        { messageId: 'listen' },
        { messageId: 'listen' },
      ],
    },
  ],
});
