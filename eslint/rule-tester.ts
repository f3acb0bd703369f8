/**
 * ESLint's RuleTester on Vitest, with the TypeScript parser (the rules read type imports and
 * `runner(db)<Row>(...)` calls). `repoFile` names a file of this repo, as the rules see paths.
 */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = new URL('..', import.meta.url).pathname;

export const repoFile = (path: string) => `${root}${path}`;

export const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});
