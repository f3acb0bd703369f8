import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const RULE = 'lumbung/feature-boundaries';
const root = new URL('..', import.meta.url).pathname;
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages of the rule for `code` linted as if it were the file `filePath` of the repo. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('features do not import each other (api)', () => {
  const cartFile = 'apps/api/src/features/cart/x.ts';

  it('refuses a sibling feature reached with ../', async () => {
    const errors = await boundaryErrors(cartFile, "import '../catalogue/catalogue.service';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      "Feature 'cart' imports '../catalogue/catalogue.service' from feature 'catalogue'",
    );
  });

  it('refuses every other way in: a longer path, export-from, import(), vi.mock and the features list', async () => {
    const code = [
      "import { a } from '../../features/orders/orders.service';",
      "export { b } from '../auth/auth.service';",
      "export * from '../profile';",
      "await import('../stores/stores.service');",
      "vi.mock('../catalogue/catalogue.service', () => ({}));",
      "import type { C } from '../index';",
      'export type D = typeof a | C;',
      '',
    ].join('\n');
    expect(await boundaryErrors('apps/api/src/features/cart/x.test.ts', code)).toHaveLength(6);
  });

  it('lets a feature import itself, the shared layers and the contracts', async () => {
    const code = [
      "import './cart.service';",
      "import './nested/../cart.sql';",
      "import '../cart/cart.rows';",
      "import '../../domain/stock';",
      "import '../../db/statements';",
      "import '../../platform/errors';",
      "import '../../../test/factories';",
      "import '@lumbung/contracts';",
      '',
    ].join('\n');
    expect(await boundaryErrors(cartFile, code)).toEqual([]);
  });

  it('lets the features list and the app compose every feature', async () => {
    const code = "import './cart/cart.routes';\nimport './catalogue/catalogue.routes';\n";
    expect(await boundaryErrors('apps/api/src/features/index.ts', code)).toEqual([]);
    expect(await boundaryErrors('apps/api/src/app.ts', "import './features/cart/cart.routes';\n")).toEqual(
      [],
    );
  });
});

describe('features do not import each other (web)', () => {
  const cartFile = 'apps/web/src/features/cart/components/x.tsx';

  it('refuses a sibling feature by the @/ alias or a relative path', async () => {
    const code = "import '@/features/catalogue';\nimport '../../location/api/get-closest-store';\n";
    const errors = await boundaryErrors(cartFile, code);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("from feature 'catalogue'");
    expect(errors[1]).toContain("from feature 'location'");
  });

  it('lets a feature import itself, lib/, components/, test/ and the contracts', async () => {
    const code = [
      "import '../api/add-to-cart';",
      "import '@/features/cart/lib/cart-state';",
      "import '@/lib/api-client';",
      "import '@/components/ui/x';",
      "import '@/test/cart-fixtures';",
      "import '@lumbung/contracts';",
      '',
    ].join('\n');
    expect(await boundaryErrors(cartFile, code)).toEqual([]);
  });

  it('lets the app/ layer compose features', async () => {
    const code = "import '@/features/cart';\nimport '../features/catalogue';\n";
    expect(await boundaryErrors('apps/web/src/app/router.tsx', code)).toEqual([]);
  });

  it('keeps the web-never-imports-the-api rule inside web features', async () => {
    const [result] = await eslint.lintText("import '@lumbung/api';\n", { filePath: cartFile });
    expect(result?.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });
});
