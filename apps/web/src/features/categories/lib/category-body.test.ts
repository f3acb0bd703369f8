import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, CATEGORY_NAME_MAX } from '@lumbung/contracts';
import { changedNames, checkCategory } from './category-body';

describe("a category's two names", () => {
  it('takes them trimmed, an empty Indonesian name as none, and puts each refusal on its field', () => {
    expect(checkCategory(' Dairy ', '  ')).toEqual({
      names: { category_name: 'Dairy', category_name_id: null },
    });
    expect(checkCategory('', 'y'.repeat(CATEGORY_NAME_MAX + 1))).toEqual({
      errors: {
        category_name: CATEGORY_MESSAGES.NAME_REQUIRED,
        category_name_id: CATEGORY_MESSAGES.NAME_ID_TOO_LONG,
      },
    });
  });

  it('sends the Indonesian name only when it changed, and nothing when neither did', () => {
    const dairy = { category_name: 'Dairy', category_name_id: 'Susu' };
    expect(changedNames(dairy, { category_name: 'Dairy', category_name_id: 'Susu' })).toBeNull();
    expect(changedNames(dairy, { category_name: 'Milk', category_name_id: 'Susu' })).toEqual({
      category_name: 'Milk',
    });
    expect(changedNames(dairy, { category_name: 'Dairy', category_name_id: null })).toEqual({
      category_name: 'Dairy',
      category_name_id: null,
    });
    expect(
      changedNames({ category_name: 'Eggs' }, { category_name: 'Eggs', category_name_id: null }),
    ).toBeNull();
  });
});
