import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread';
import { PGLITE_EXTENSIONS } from './pglite-thread.protocol';

const dir = mkdtempSync(join(tmpdir(), 'lumbung-pglite-thread-'));
let thread: PgliteThread;
let local: PGlite;
beforeAll(async () => {
  thread = new PgliteThread(join(dir, 'pglite'));
  local = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await thread.waitReady;
  const schema = `create extension if not exists pg_trgm;
    create table t (id int primary key, name text unique, at timestamptz default now())`;
  await thread.exec(schema);
  await local.exec(schema);
}, 60_000);
afterAll(async () => {
  await thread.close();
  await local.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every kind of value the schema uses, and a few more. */
const EVERY_TYPE = `select 1::int2 as i2, 2::int4 as i4, 9007199254740993::int8 as i8, 1.5::float8 as f,
  12.30::numeric as n, true as b, 'teks'::text as t, null::text as nothing,
  '2026-11-24 10:00:00+07'::timestamptz as tz, '2026-11-24'::date as d, interval '1 day' as iv,
  '{"a": [1, "b"]}'::jsonb as j, '{"a": 1}'::json as js, array[1, 2]::int[] as ia,
  array['x', null, 'y''z']::text[] as ta, array[array[1, 2], array[3, 4]] as nested,
  '\\x0102ff'::bytea as bytes, gen_random_uuid() is not null as has_uuid,
  similarity('kopi susu', 'kopi') > 0 as trigram`;

describe('PGlite on a thread of its own', () => {
  it('parses every value as PGlite on this thread does', async () => {
    const [there, here] = await Promise.all([thread.query(EVERY_TYPE), local.query(EVERY_TYPE)]);
    expect(there.rows).toEqual(here.rows);
    expect(there.fields).toEqual(here.fields);
    expect((there.rows[0] as { i8: unknown }).i8).toBe(9007199254740993n);
    expect((there.rows[0] as { bytes: unknown }).bytes).toEqual(new Uint8Array([1, 2, 255]));
    // exec, which the thread runs at once when idle, reads the same.
    const [execThere, execHere] = await Promise.all([thread.exec(EVERY_TYPE), local.exec(EVERY_TYPE)]);
    expect(execThere).toEqual(execHere);
  });

  it("takes the caller's parsers and row mode first, as Drizzle asks (dates kept as text)", async () => {
    const options = {
      rowMode: 'array' as const,
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value },
    };
    const text = `select '2026-11-24 10:00:00+07'::timestamptz as tz, '2026-11-24'::date as d, 3 as n`;
    const there = await thread.query(text, [], options);
    expect(there.rows).toEqual([['2026-11-24 03:00:00+00', '2026-11-24', 3]]);
    expect(there.rows).toEqual((await local.query(text, [], options)).rows);
  });

  it('sends parameters as PGlite does, and counts the rows a statement changed', async () => {
    const insert = await thread.query(`insert into t (id, name) values ($1, $2), ($3, $4)`, [
      1,
      'satu',
      2,
      null,
    ]);
    expect(insert.affectedRows).toBe(2);
    const [update, read] = await thread.exec(
      `update t set name = 'dua' where id = 2; select id, name from t order by id`,
    );
    expect(update!.affectedRows).toBe(1);
    expect(read!.rows).toEqual([
      { id: 1, name: 'satu' },
      { id: 2, name: 'dua' },
    ]);
  });

  it("gives PostgreSQL's errors with their fields, as PGlite's DatabaseError", async () => {
    const error = await thread.query(`insert into t (id, name) values (3, 'satu')`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 't_name_key', table: 't', severity: 'ERROR' });
    await expect(thread.query('select * from nowhere')).rejects.toMatchObject({ code: '42P01' });
    const viaExec = await thread.exec(`insert into t (id, name) values (3, 'satu')`).catch((e: unknown) => e);
    expect(viaExec).toBeInstanceOf(messages.DatabaseError);
    expect(viaExec).toMatchObject({ code: '23505', constraint: 't_name_key' });
    // The database goes on answering.
    expect((await thread.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });

  it('commits a transaction that returns and rolls back one that throws or asks to', async () => {
    await thread.transaction(async (tx) => {
      await tx.query(`insert into t (id, name) values (10, 'sepuluh')`);
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query(`insert into t (id, name) values (11, 'sebelas')`);
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    await thread.transaction(async (tx) => {
      await tx.exec(`insert into t (id, name) values (12, 'dua belas')`);
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query('select 1')).rejects.toThrow('Transaction is closed');
    });
    // A failed statement aborts the transaction: it is rolled back, and says so.
    await expect(
      thread.transaction(async (tx) => {
        await tx.query(`insert into t (id, name) values (13, 'tiga belas')`);
        await tx.query(`insert into t (id, name) values (14, 'satu')`).catch(() => undefined);
      }),
    ).rejects.toThrow();
    const ids = await thread.query<{ id: number }>('select id from t where id >= 10 order by id');
    expect(ids.rows).toEqual([{ id: 10 }]);
  });

  it('runs statements from outside a transaction only after it ends, never inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = thread.transaction(async (tx) => {
      await tx.query(`insert into t (id, name) values (20, 'dua puluh')`);
      await held;
      throw new Error('rolled back');
    });
    // Sent while the transaction is open: run inside it, it would see the row that never was.
    const outside = thread.query<{ n: number }>('select count(*)::int as n from t where id = 20');
    const outsideExec = thread.exec('select count(*)::int as n from t where id = 20');
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await expect(writing).rejects.toThrow('rolled back');
    expect((await outside).rows).toEqual([{ n: 0 }]);
    expect((await outsideExec)[0]!.rows).toEqual([{ n: 0 }]);
  });

  it('delivers NOTIFY payloads to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const unlisten = await thread.listen('katalog', (payload) => heard.push(payload));
    await thread.query(`select pg_notify('katalog', 'toko 7')`);
    await thread.transaction(async (tx) => {
      await tx.query(`select pg_notify('katalog', 'toko 8')`);
    });
    await thread.exec(`select pg_notify('katalog', 'toko 8b'); select pg_notify('lain', 'x')`);
    expect(heard).toEqual(['toko 7', 'toko 8', 'toko 8b']);
    await unlisten();
    await thread.query(`select pg_notify('katalog', 'toko 9')`);
    expect(heard).toEqual(['toko 7', 'toko 8', 'toko 8b']);
  });

  it('answers many statements sent at once, each with its own result', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => thread.query<{ n: number }>('select $1::int * 2 as n', [i])),
    );
    expect(answers.map((a) => a.rows[0]!.n)).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });

  it('refuses statements once closed', async () => {
    const other = new PgliteThread(join(dir, 'other'));
    await other.waitReady;
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow(/closed/);
  }, 60_000);
});
