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
  /** For docs and admin screens; the categories table itself keeps only the name. */
  description: string;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { name: 'Fruits and Vegetables', description: 'Fresh fruit, leafy greens, roots and kitchen aromatics.' },
  { name: 'Poultry', description: 'Chicken, duck and eggs.' },
  { name: 'Dairy', description: 'Milk, yoghurt, cheese, butter and cream.' },
  { name: 'Baked Goods', description: 'Bread, pastries and cakes.' },
  { name: 'Meat', description: 'Beef and goat.' },
  { name: 'Seafood', description: 'Fish, prawns, squid, shellfish and dried fish.' },
  { name: 'Rice and Grains', description: 'Rice, oats, beans and dried noodles.' },
  { name: 'Tofu and Tempeh', description: 'Fresh soy products.' },
  { name: 'Spices and Condiments', description: 'Sauces, sambal, spices and spice pastes.' },
  { name: 'Pantry Staples', description: 'Cooking oil, sugar, flour, coconut milk and honey.' },
  { name: 'Beverages', description: 'Coffee, tea, juice and water.' },
  { name: 'Snacks', description: 'Chips, crackers, nuts and sweets.' },
];
