import { describe, expect, it } from 'vitest';
import {
  copyleftOf,
  isRefused,
  productionPackages,
  refusedPackages,
} from '../../../scripts/licence-check.mjs';

const ROOT = new URL('../../../', import.meta.url).pathname;

describe('the licences of the production dependency tree (scripts/licence-check.mjs)', () => {
  it('hold no GPL or AGPL package, and no LGPL one besides the accepted', () => {
    expect(productionPackages(ROOT).length).toBeGreaterThan(100);
    expect(refusedPackages(ROOT)).toEqual([]);
  });

  it.each([
    ['node_modules/country-state-city', 'GPL-3.0', true],
    ['node_modules/some-server', 'AGPL-3.0-only', true],
    ['node_modules/some-library', 'LGPL-2.1-or-later', true],
    ['node_modules/@img/sharp-libvips-linux-x64', 'LGPL-3.0-or-later', false],
    ['node_modules/@img/sharp-win32-x64', 'Apache-2.0 AND LGPL-3.0-or-later', false],
    ['node_modules/dual', '(MIT OR GPL-3.0)', false],
    ['node_modules/plain', 'MIT', false],
  ])('%s under %s: refused %s', (path, licence, refused) => {
    expect(isRefused({ path, licence })).toBe(refused);
  });

  it('tells a GPL from an LGPL', () => {
    expect(copyleftOf('GPL-3.0-or-later')).toBe('gpl');
    expect(copyleftOf('LGPL-3.0')).toBe('lgpl');
    expect(copyleftOf('BSD-3-Clause')).toBeNull();
  });
});
