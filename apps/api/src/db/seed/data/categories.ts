/** Demo product categories: the four footer categories (docs/product.md §9) first, then the rest of the aisles. */

export const DEMO_CATEGORY_NAMES = [
  'Fruits and Vegetables',
  'Poultry',
  'Dairy',
  'Baked Goods',
  'Meat',
  'Seafood',
  'Rice and Grains',
  'Tofu and Tempeh',
  'Spices and Condiments',
  'Pantry Staples',
  'Beverages',
  'Snacks',
] as const;
export type DemoCategoryName = (typeof DEMO_CATEGORY_NAMES)[number];

export interface DemoCategory {
  name: DemoCategoryName;
  /** The aisle's name in Bahasa Indonesia, as a local shop labels it (categories.category_name_id). */
  nameId: string;
  /** For docs and admin screens; the categories table itself keeps only the names. */
  description: string;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: 'Fruits and Vegetables',
    nameId: 'Buah dan Sayur',
    description: 'Fresh fruit, leafy greens, roots and kitchen aromatics.',
  },
  { name: 'Poultry', nameId: 'Unggas dan Telur', description: 'Chicken, duck and eggs.' },
  { name: 'Dairy', nameId: 'Susu dan Olahannya', description: 'Milk, yoghurt, cheese, butter and cream.' },
  { name: 'Baked Goods', nameId: 'Roti dan Kue', description: 'Bread, pastries and cakes.' },
  { name: 'Meat', nameId: 'Daging', description: 'Beef and goat.' },
  {
    name: 'Seafood',
    nameId: 'Ikan dan Seafood',
    description: 'Fish, prawns, squid, shellfish and dried fish.',
  },
  {
    name: 'Rice and Grains',
    nameId: 'Beras dan Biji-bijian',
    description: 'Rice, oats, beans and dried noodles.',
  },
  { name: 'Tofu and Tempeh', nameId: 'Tahu dan Tempe', description: 'Fresh soy products.' },
  {
    name: 'Spices and Condiments',
    nameId: 'Bumbu dan Saus',
    description: 'Sauces, sambal, spices and spice pastes.',
  },
  {
    name: 'Pantry Staples',
    nameId: 'Bahan Pokok',
    description: 'Cooking oil, sugar, flour, coconut milk and honey.',
  },
  { name: 'Beverages', nameId: 'Minuman', description: 'Coffee, tea, juice and water.' },
  { name: 'Snacks', nameId: 'Camilan', description: 'Chips, crackers, nuts and sweets.' },
];
