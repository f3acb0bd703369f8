/** eslint.config.js turns the local rules on where they belong (the rules' own cases are beside them). */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The local rules' messages for `code` linted as the repo's file `filePath`. */
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .map((m) => m.ruleId ?? 'parse error')
    .filter((id) => id.startsWith('lumbung/'));
}

describe('the local rules in the config', () => {
  it('refuses a lib/ or components/ file importing a feature or app/, and a feature importing app/', async () => {
    expect(await ruleIds('apps/web/src/lib/x.ts', "import '@/features/cart';\n")).toEqual([
      'lumbung/layer-boundaries',
    ]);
    expect(await ruleIds('apps/web/src/components/ui/x.tsx', "import '@/app/router';\n")).toEqual([
      'lumbung/layer-boundaries',
    ]);
    expect(await ruleIds('apps/web/src/features/cart/x.ts', "import '@/app/providers';\n")).toEqual([
      'lumbung/layer-boundaries',
    ]);
  });

  it('refuses database access in an API service and two statements sharing a name', async () => {
    expect(
      await ruleIds('apps/api/src/features/cart/x.service.ts', "import { sql } from 'drizzle-orm';\n"),
    ).toEqual(['lumbung/database-access']);
    const statement = (text: string) =>
      `export const f = (db: Db) => runner(db)('config_test_name', \`${text}\`, []);\n`;
    expect(await ruleIds('apps/api/src/features/cart/x1.sql.ts', statement('select 1'))).toEqual([]);
    expect(await ruleIds('apps/api/src/features/orders/x2.sql.ts', statement('select 2'))).toEqual([
      'lumbung/statement-names',
    ]);
  });
});
