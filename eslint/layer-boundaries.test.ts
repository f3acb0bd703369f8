import { layerBoundaries } from './layer-boundaries.js';
import { repoFile, ruleTester } from './rule-tester';

const options = [{ aliases: { '@/': 'src/' } }];
const web = (path: string) => repoFile(`apps/web/src/${path}`);
const upwards = (from: string, to: string, specifier: string) => ({
  messageId: 'upwards',
  data: { from, to, specifier },
});

ruleTester.run('layer-boundaries', layerBoundaries, {
  valid: [
    // lib/ and components/ use each other, test/, packages and the contracts.
    {
      filename: web('lib/api-client.ts'),
      options,
      code: "import '@/components/ui/x';\nimport '../lib/y';\nimport '@lumbung/contracts';\nimport 'react';",
    },
    {
      filename: web('components/ui/global-banners.test.tsx'),
      options,
      code: "import { AppProviders } from '@/test/render';\nimport '../back-office/section';",
    },
    // A feature uses its own files, lib/, components/ and test/; app/ composes features.
    {
      filename: web('features/cart/components/x.tsx'),
      options,
      code: "import '../api/add-to-cart';\nimport '@/lib/api-client';\nimport '@/components/ui/x';\nimport '@/test/render';",
    },
    {
      filename: web('app/router.tsx'),
      options,
      code: "import '@/features/cart';\nimport '../features/catalogue';",
    },
    // A folder merely named like a layer, outside src/, is not one.
    { filename: repoFile('apps/web/scripts/lib/x.ts'), options, code: "import '../../src/app/router';" },
  ],
  invalid: [
    {
      filename: web('components/ui/x.tsx'),
      options,
      code: "import '@/features/cart';",
      errors: [upwards('src/components', 'src/features', '@/features/cart')],
    },
    {
      filename: web('lib/x.ts'),
      options,
      code: "import '../features/cart/api';\nexport { routes } from '../app/router';",
      errors: [
        upwards('src/lib', 'src/features', '../features/cart/api'),
        upwards('src/lib', 'src/app', '../app/router'),
      ],
    },
    // Test files are not exempt, nor dynamic imports and mocks.
    {
      filename: web('components/ui/global-banners.test.tsx'),
      options,
      code: "import { AppProviders } from '@/app/providers';\nvi.mock('@/features/location', () => ({}));\nawait import('@/app/router');",
      errors: [
        upwards('src/components', 'src/app', '@/app/providers'),
        upwards('src/components', 'src/features', '@/features/location'),
        upwards('src/components', 'src/app', '@/app/router'),
      ],
    },
    {
      filename: web('features/location/components/location-provider.test.tsx'),
      options,
      code: "import { AppProviders } from '@/app/providers';\nimport '../../../app/theme';",
      errors: [
        upwards('src/features', 'src/app', '@/app/providers'),
        upwards('src/features', 'src/app', '../../../app/theme'),
      ],
    },
  ],
});
