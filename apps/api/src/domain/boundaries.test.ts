/**
 * The domain is the only writer of stock, the stock journal, order status and the order history, and of refunds
 * (docs/architecture.md §1, §3): a source file anywhere else that writes them fails this test. The seed and the
 * migrations are the exceptions (opening stock, backfills); tests may write what they set up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'migrations' || entry.name === 'seed' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The files whose text matches any of the patterns, relative to src/. */
function writersOf(patterns: RegExp[]): string[] {
  return sourceFiles(SRC)
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return patterns.some((p) => p.test(text));
    })
    .map((file) => relative(SRC, file))
    .sort();
}

describe('writers of what only the domain writes', () => {
  it('exactly one source file writes stock_journals or updates inventories.stock', () => {
    expect(
      writersOf([
        /insert\s+into\s+stock_journals/i,
        /update\s+inventories\b[\s\S]{0,80}?\bset\b[\s\S]{0,40}?\bstock\s*=/i,
        /\.insert\(\s*stockJournals\s*\)/,
        /\.update\(\s*inventories\s*\)/,
      ]),
    ).toEqual(['domain/stock.ts']);
  });

  it("exactly one source file changes an order's status or writes its history", () => {
    expect(
      writersOf([
        /update\s+orders\b[\s\S]{0,200}?\bset\b(?:(?!\bwhere\b)[^;`])*?\bstatus\s*=/i,
        /insert\s+into\s+order_status_history/i,
        /\.update\(\s*orders\s*\)\s*\.set\(\s*\{[^}]*\bstatus\b/,
        /\.insert\(\s*orderStatusHistory\s*\)/,
      ]),
    ).toEqual(['domain/order-status.ts']);
  });

  it('exactly one source file owes a refund, moves it or writes its history', () => {
    expect(
      writersOf([
        /insert\s+into\s+refunds\b/i,
        /update\s+refunds\b/i,
        /insert\s+into\s+refund_history/i,
        /\.(insert|update)\(\s*(refunds|refundHistory)\s*\)/,
      ]),
    ).toEqual(['domain/refunds.ts']);
  });

  it('the patterns catch a writer elsewhere (the test can fail)', () => {
    const stock = /update\s+inventories\b[\s\S]{0,80}?\bset\b[\s\S]{0,40}?\bstock\s*=/i;
    expect(stock.test('update inventories set stock = stock - $2::int')).toBe(true);
    expect(stock.test('update inventories i set updated_at = now(), stock = 0')).toBe(true);
    const status = /update\s+orders\b[\s\S]{0,200}?\bset\b(?:(?!\bwhere\b)[^;`])*?\bstatus\s*=/i;
    expect(status.test(`update orders set status = 'CANCELLED' where order_id = 1`)).toBe(true);
    expect(status.test(`update orders o set idempotency_key = null from dropped d`)).toBe(false);
    // A status in the WHERE clause is a condition, not a change.
    expect(
      status.test(`update orders set payment_deadline = now() where order_id = 1 and status = 'X'`),
    ).toBe(false);
    expect(status.test(`update orders set updated_at = now(), status = 'SHIPPED' where order_id = 1`)).toBe(
      true,
    );
  });
});
