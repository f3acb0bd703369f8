import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featureNames = [
  'auth',
  'location',
  'catalogue',
  'cart',
  'vouchers',
  'discounts',
  'checkout',
  'payments',
  'orders',
  'inventory',
  'stock',
  'sales',
  'stores',
  'users',
  'profile',
  'health',
];

/** Features do not import each other: shared code lives in platform/lib/components or contracts. */
const featureBoundaries = (root) =>
  featureNames.map((name) => ({
    files: [`${root}/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: featureNames
                .filter((other) => other !== name)
                .flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`]),
              message:
                'Features do not import each other: compose them in app/ (web) or app.ts (api), or move shared code to platform/lib/contracts.',
            },
          ],
        },
      ],
    },
  }));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@lumbung/api', '@lumbung/api/**'],
              message: 'The web never imports the api: share through @lumbung/contracts.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries('apps/api'),
  ...featureBoundaries('apps/web'),
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
