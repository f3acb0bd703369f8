import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lumbung from './eslint/plugin.js';

/**
 * Features do not import each other (docs/architecture.md §1): a local rule that resolves every import against the
 * importing file, so sibling paths (`../catalogue/...`) and the web's `@/features/...` are caught.
 */
const featureBoundaries = (root, aliases = {}) => ({
  files: [`${root}/src/**/*.{ts,tsx}`],
  plugins: { lumbung },
  rules: { 'lumbung/feature-boundaries': ['error', { aliases }] },
});

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
  featureBoundaries('apps/api'),
  featureBoundaries('apps/web', { '@/': 'src/' }),
  /**
   * The web's layers import downwards: lib/ and components/ import no feature and not app/, features
   * do not import app/ (docs/architecture.md §1).
   */
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { lumbung },
    rules: { 'lumbung/layer-boundaries': ['error', { aliases: { '@/': 'src/' } }] },
  },
  /**
   * Every text a person reads comes from the catalogues (apps/web/src/i18n), in both languages.
   */
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { lumbung },
    rules: { 'lumbung/no-literal-text': ['error', { allow: ['LUMBUNG', 'WhatsApp', 'Rp', 'WIB', 'QRIS'] }] },
  },
  /**
   * The API's three ways to reach the database, each where it belongs, and one text per statement
   * name (docs/architecture.md, "The ways to reach the database"). statement-names compares the files
   * of one run, so it needs the whole of apps/api/src in the run (as `npm run lint` does).
   */
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { lumbung },
    rules: { 'lumbung/database-access': 'error', 'lumbung/statement-names': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
