import { describe, expect, it } from 'vitest';
import { categoryName } from './category-name';

describe("a category's name in the language shown", () => {
  it('shows the Indonesian name in Bahasa Indonesia when there is one, else the name', () => {
    const dairy = { category_name: 'Dairy', category_name_id: 'Susu' };
    expect(categoryName(dairy, 'id')).toBe('Susu');
    expect(categoryName(dairy, 'en')).toBe('Dairy');
    expect(categoryName({ category_name: 'Eggs', category_name_id: null }, 'id')).toBe('Eggs');
    expect(categoryName({ category_name: 'Eggs' }, 'id')).toBe('Eggs');
  });
});
