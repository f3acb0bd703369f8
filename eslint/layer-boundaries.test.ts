import { layerBoundaries } from './layer-boundaries.js';
import { repoFile, ruleTester } from './rule-tester';

const options = [{ aliases: { '@/': 'src/' } }];
const web = (path: string) => repoFile(`apps/web/src/${path}`);
const upwards = (from: string, to: string, specifier: string) => ({
  messageId: 'upwards',
  data: { from, to, specifier },
});
/** The web file `path` (below apps/web/src/) holding `code` passes the rule. */
const allows = (path: string, code: string) => ({ filename: web(path), options, code });
/** The web file `path` holding `code` breaks the rule with `errors`. */
const refuses = (path: string, code: string, errors: ReturnType<typeof upwards>[]) => ({
  ...allows(path, code),
  errors,
});

ruleTester.run('layer-boundaries', layerBoundaries, {
  valid: [
    // lib/ and components/ use each other, test/, packages and the contracts.
    allows(
      'lib/api-client.ts',
      "import '@/components/ui/x';\nimport '../lib/y';\nimport '@lumbung/contracts';\nimport 'react';",
    ),
    allows(
      'components/ui/global-banners.test.tsx',
      "import { AppProviders } from '@/test/render';\nimport '../back-office/section';",
    ),
    // A feature uses its own files, lib/, components/ and test/; app/ composes features.
    allows(
      'features/cart/components/x.tsx',
      "import '../api/add-to-cart';\nimport '@/lib/api-client';\nimport '@/components/ui/x';\nimport '@/test/render';",
    ),
    allows('app/router.tsx', "import '@/features/cart';\nimport '../features/catalogue';"),
    // A folder merely named like a layer, outside src/, is not one.
    { filename: repoFile('apps/web/scripts/lib/x.ts'), options, code: "import '../../src/app/router';" },
  ],
  invalid: [
    refuses('components/ui/x.tsx', "import '@/features/cart';", [
      upwards('src/components', 'src/features', '@/features/cart'),
    ]),
    refuses('lib/x.ts', "import '../features/cart/api';\nexport { routes } from '../app/router';", [
      upwards('src/lib', 'src/features', '../features/cart/api'),
      upwards('src/lib', 'src/app', '../app/router'),
    ]),
    // Test files are not exempt, nor dynamic imports and mocks.
    refuses(
      'components/ui/global-banners.test.tsx',
      "import { AppProviders } from '@/app/providers';\nvi.mock('@/features/location', () => ({}));\nawait import('@/app/router');",
      [
        upwards('src/components', 'src/app', '@/app/providers'),
        upwards('src/components', 'src/features', '@/features/location'),
        upwards('src/components', 'src/app', '@/app/router'),
      ],
    ),
    refuses(
      'features/location/components/location-provider.test.tsx',
      "import { AppProviders } from '@/app/providers';\nimport '../../../app/theme';",
      [
        upwards('src/features', 'src/app', '@/app/providers'),
        upwards('src/features', 'src/app', '../../../app/theme'),
      ],
    ),
  ],
});
