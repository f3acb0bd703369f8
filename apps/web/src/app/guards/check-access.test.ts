import { describe, expect, it } from 'vitest';
import type { AccessTokenClaims } from '@lumbung/contracts';
import { checkAccess, type Access } from './check-access';

const people = {
  visitor: null,
  user: { id: 1, role: 'USER', is_verified: true },
  storeAdmin: { id: 2, role: 'STORE_ADMIN', is_verified: true },
  unverifiedStoreAdmin: { id: 3, role: 'STORE_ADMIN', is_verified: false },
  superAdmin: { id: 4, role: 'SUPER_ADMIN', is_verified: true },
} satisfies Record<string, AccessTokenClaims | null>;

type Person = keyof typeof people;
const A: Access = 'allow';
const D: Access = 'deny';

// Columns: visitor, user, storeAdmin, unverifiedStoreAdmin, superAdmin.
const table: Array<[string, [Access, Access, Access, Access, Access]]> = [
  ['/', [A, A, A, A, A]],
  ['/products-page', [A, A, A, A, A]],
  ['/about-page', [A, A, A, A, A]],
  ['/auth/login-page', [A, A, A, A, A]],
  ['/privacy-policy', [A, A, A, A, A]],
  ['/no-such-page', [A, A, A, A, A]],
  ['/users', [A, A, A, A, A]],
  ['/user', [D, A, D, D, D]],
  ['/user/profile-editor', [D, A, D, D, D]],
  ['/checkout/42', [D, A, D, D, D]],
  ['/checkout/payment', [D, A, D, D, D]],
  ['/admin', [D, D, D, D, D]],
  ['/admin/anything', [D, D, D, D, D]],
  ['/admin-store', [D, D, A, A, D]],
  ['/admin-store/', [D, D, A, A, D]],
  ['/admin-store/orders', [D, D, A, D, D]],
  ['/admin-store/inventory/12', [D, D, A, D, D]],
  ['/admin-super', [D, D, D, D, A]],
  ['/admin-super/users', [D, D, D, D, A]],
  ['/admin-superstore', [D, D, D, D, D]],
];

const columns: Person[] = ['visitor', 'user', 'storeAdmin', 'unverifiedStoreAdmin', 'superAdmin'];

describe('checkAccess (docs/product.md §6)', () => {
  const cases = table.flatMap(([path, row]) =>
    columns.map((person, index) => ({ path, person, expected: row[index] as Access })),
  );

  it.each(cases)('$person on $path -> $expected', ({ path, person, expected }) => {
    expect(checkAccess(path, people[person])).toBe(expected);
  });

  it('covers every role of the contracts', () => {
    const roles = new Set(Object.values(people).map((claims) => claims?.role ?? 'visitor'));
    expect([...roles].sort()).toEqual(['STORE_ADMIN', 'SUPER_ADMIN', 'USER', 'visitor']);
  });
});
