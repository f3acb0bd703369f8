import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { sql } from 'drizzle-orm';
import { atomic, literal, runner, transaction } from './statements';

// The same statements on PGlite in this thread (the API tests) and on its own thread (the app).
describe.each([
  ['on this thread', async () => openDatabase({ pglite: await PGlite.create() })],
  [
    'on a thread of its own',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'lumbung-statements-'));
      const opened = await openDatabase({ dataDir: dir });
      return { ...opened, close: () => opened.close().finally(() => rmSync(dir, { recursive: true })) };
    },
  ],
] as const)('PGlite %s', (_, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  const ECHO = `select $1::int as n, $2::text as t, $3::int[] as a, $4::text[] as ta, $5::jsonb as j`;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

  describe('the statement runner on PGlite', () => {
    it('answers the same before and after the statement is prepared, whatever the text holds', async () => {
      const run = runner(database.db);
      const values = [42, "it's a \\ back'slash", [1, 2, 3], ['x', "y'z"], JSON.stringify({ a: "b'c" })];
      const expected = { n: 42, t: values[1], a: [1, 2, 3], ta: ['x', "y'z"], j: { a: "b'c" } };
      expect(await run('cart_sql_test_echo', ECHO, values)).toEqual([expected]);
      await tick();
      const prepared = await run<{ name: string }>(
        'cart_sql_test_names',
        `select name from pg_prepared_statements where name = $1::text`,
        ['cart_sql_test_echo'],
      );
      expect(prepared).toEqual([{ name: 'cart_sql_test_echo' }]);
      expect(await run('cart_sql_test_echo', ECHO, values)).toEqual([expected]);
      expect(await run('cart_sql_test_echo', ECHO, [null, null, [], [], null])).toEqual([
        { n: null, t: null, a: [], ta: [], j: null },
      ]);
    });

    it('refuses values that are not of the declared type', async () => {
      const run = runner(database.db);
      await run('cart_sql_test_int', `select $1::int as n`, [1]);
      await tick();
      await expect(run('cart_sql_test_int', `select $1::int as n`, ['1; drop table x'])).rejects.toThrow(
        /safe integer/,
      );
    });

    it('commits on return and rolls back on a throw, prepared statements or not', async () => {
      await runner(database.db)('cart_sql_test_create', `create table if not exists cart_sql_t (n int)`, []);
      const insert = `insert into cart_sql_t (n) values ($1::int)`;
      await transaction(database.db, (tx) => runner(tx)('cart_sql_test_insert', insert, [1]));
      await tick();
      await expect(
        transaction(database.db, async (tx) => {
          await runner(tx)('cart_sql_test_insert', insert, [2]);
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      await transaction(database.db, (tx) => runner(tx)('cart_sql_test_insert', insert, [3]));
      const rows = await runner(database.db)<{ n: number }>(
        'cart_sql_test_all',
        `select n from cart_sql_t order by n`,
        [],
      );
      expect(rows.map((r) => r.n)).toEqual([1, 3]);
    });

    it("shares one transaction between the runner, Drizzle's builder, savepoints and atomic()", async () => {
      const run = runner(database.db);
      await run('stmt_test_create_shared', `create table if not exists stmt_shared (n int)`, []);
      const insert = `insert into stmt_shared (n) values ($1::int)`;
      await expect(
        transaction(database.db, async (tx) => {
          await runner(tx)('stmt_test_shared_insert', insert, [1]);
          await tx.execute(sql`insert into stmt_shared (n) values (2)`);
          // atomic() joins the caller's transaction rather than opening its own.
          await atomic(tx, (same) => runner(same)('stmt_test_shared_insert', insert, [3]));
          const seen = await runner(tx)<{ n: number }>(
            'stmt_test_shared_all',
            `select n from stmt_shared order by n`,
            [],
          );
          expect(seen.map((r) => r.n)).toEqual([1, 2, 3]);
          throw new Error('roll it all back');
        }),
      ).rejects.toThrow('roll it all back');
      await tick();
      await transaction(database.db, async (tx) => {
        await runner(tx)('stmt_test_shared_insert', insert, [4]);
        // A savepoint that fails is rolled back alone; prepared statements work inside it.
        await expect(
          tx.transaction(async (sp) => {
            await runner(sp)('stmt_test_shared_insert', insert, [5]);
            throw new Error('only this');
          }),
        ).rejects.toThrow('only this');
      });
      await atomic(database.db, (tx) => runner(tx)('stmt_test_shared_insert', insert, [6]));
      const rows = await run<{ n: number }>(
        'stmt_test_shared_all',
        `select n from stmt_shared order by n`,
        [],
      );
      expect(rows.map((r) => r.n)).toEqual([4, 6]);
    });

    it('refuses to run on a PGlite transaction not opened by transaction()', async () => {
      await expect(database.db.transaction(async (tx) => runner(tx))).rejects.toThrow(
        /transaction\(\) of db\/statements/,
      );
    });
  });

  describe('typed parameters on PGlite', () => {
    it('runs float8 and boolean parameters prepared, and refuses values of another type', async () => {
      const run = runner(database.db);
      const text = `select $1::float8 as f, $2::boolean as b`;
      expect(await run('stmt_test_float_bool', text, [12.5, true])).toEqual([{ f: 12.5, b: true }]);
      await tick();
      expect(await run('stmt_test_float_bool', text, [-0.25, false])).toEqual([{ f: -0.25, b: false }]);
      await expect(run('stmt_test_float_bool', text, [Number.NaN, true])).rejects.toThrow(/finite number/);
      await expect(run('stmt_test_float_bool', text, [1, 'yes'])).rejects.toThrow(/true or false/);
    });
  });
});

// One name, one text: on PGlite a second text under a prepared name would run the first, so the
// runner refuses it on both engines before it reaches the database.
describe.each([
  ['PGlite', async () => openDatabase({ pglite: await PGlite.create() })],
  ...(process.env.TEST_DATABASE_URL
    ? ([
        ['PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, poolSize: 1 })],
      ] as const)
    : []),
] as const)('statement names on %s', (_, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it('refuses a name that comes back with another text, and keeps running the first', async () => {
    const run = runner(database.db);
    expect(await run('stmt_test_guard', `select 1::int as n`, [])).toEqual([{ n: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One name with two texts, on purpose: the runtime guard must refuse what the lint rule would.
    // eslint-disable-next-line lumbung/statement-names
    await expect(run('stmt_test_guard', `select 2::int as n`, [])).rejects.toThrow(
      "Statement name 'stmt_test_guard' is already used for another text",
    );
    await expect(
      // eslint-disable-next-line lumbung/statement-names
      transaction(database.db, (tx) => runner(tx)('stmt_test_guard', `select 3::int as n`, [])),
    ).rejects.toThrow(/already used for another text/);
    expect(await run('stmt_test_guard', `select 1::int as n`, [])).toEqual([{ n: 1 }]);
  });
});

describe('literal', () => {
  it('writes integers as they are and refuses anything else for a number', () => {
    expect(literal(28, 'int')).toBe('28');
    expect(literal(-1, 'bigint')).toBe('-1');
    for (const bad of [1.5, Number.NaN, Infinity, '1', 2 ** 60, null]) {
      expect(() => literal(bad, 'int')).toThrow(TypeError);
    }
  });
  it('quotes texts so that quotes and backslashes stay text', () => {
    expect(literal('kopi', 'text')).toBe("'kopi'");
    expect(literal("it's", 'text')).toBe("'it''s'");
    expect(literal("a\\'; drop table products; --", 'text')).toBe(" E'a\\\\''; drop table products; --'");
    expect(() => literal('a\u0000b', 'text')).toThrow(TypeError);
    expect(() => literal(5, 'text')).toThrow(TypeError);
  });
});
