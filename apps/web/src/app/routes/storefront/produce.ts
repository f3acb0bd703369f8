import type { MessageId } from '@/i18n';
import baguette from '@/assets/produce/baguette.svg?png';
import banana from '@/assets/produce/banana.svg?png';
import bread from '@/assets/produce/bread.svg?png';
import butter from '@/assets/produce/butter.svg?png';
import carrot from '@/assets/produce/carrot.svg?png';
import cheese from '@/assets/produce/cheese.svg?png';
import croissant from '@/assets/produce/croissant.svg?png';
import egg from '@/assets/produce/egg.svg?png';
import glassOfMilk from '@/assets/produce/glass-of-milk.svg?png';
import leafyGreen from '@/assets/produce/leafy-green.svg?png';
import pineapple from '@/assets/produce/pineapple.svg?png';
import poultryLeg from '@/assets/produce/poultry-leg.svg?png';
import tomato from '@/assets/produce/tomato.svg?png';
import chicken from '@/assets/produce/chicken.svg?png';
import basket from '@/assets/produce/basket.svg?png';
import deliveryTruck from '@/assets/produce/delivery-truck.svg?png';
import convenienceStore from '@/assets/produce/convenience-store.svg?png';
import beans from '@/assets/produce/beans.svg?png';
import cookedRice from '@/assets/produce/cooked-rice.svg?png';
import cutOfMeat from '@/assets/produce/cut-of-meat.svg?png';
import hotBeverage from '@/assets/produce/hot-beverage.svg?png';
import hotPepper from '@/assets/produce/hot-pepper.svg?png';
import jar from '@/assets/produce/jar.svg?png';
import peanuts from '@/assets/produce/peanuts.svg?png';
import shrimp from '@/assets/produce/shrimp.svg?png';

/**
 * Twemoji illustrations (CC-BY 4.0), see src/assets/produce/README.md, drawn as PNGs by the build
 * (raster-svg.ts): a phone decodes those off its main thread.
 */
export const PRODUCE = {
  baguette,
  banana,
  bread,
  butter,
  carrot,
  cheese,
  croissant,
  egg,
  glassOfMilk,
  leafyGreen,
  pineapple,
  poultryLeg,
  tomato,
  chicken,
  basket,
  deliveryTruck,
  convenienceStore,
  beans,
  cookedRice,
  cutOfMeat,
  hotBeverage,
  hotPepper,
  jar,
  peanuts,
  shrimp,
} as const;

/** How each footer category is pictured and described on the storefront (`text`: a message id). */
export const CATEGORY_TILES = [
  {
    name: 'Fruits and Vegetables',
    art: [PRODUCE.leafyGreen, PRODUCE.tomato, PRODUCE.carrot],
    tint: '#e6f5e3',
    accent: '#156636',
    text: 'storefront.tile.produce',
  },
  {
    name: 'Poultry',
    art: [PRODUCE.poultryLeg, PRODUCE.egg, PRODUCE.chicken],
    tint: '#fdeee2',
    accent: '#b4501a',
    text: 'storefront.tile.poultry',
  },
  {
    name: 'Dairy',
    art: [PRODUCE.glassOfMilk, PRODUCE.cheese, PRODUCE.butter],
    tint: '#e8f1fb',
    accent: '#1d5fa0',
    text: 'storefront.tile.dairy',
  },
  {
    name: 'Baked Goods',
    art: [PRODUCE.bread, PRODUCE.croissant, PRODUCE.baguette],
    tint: '#fbf1d9',
    accent: '#8f5a07',
    text: 'storefront.tile.bakery',
  },
] as const satisfies readonly ({ name: string; text: MessageId } & Record<string, unknown>)[];

/** A picture for each aisle of the demo shop; other categories get the basket. */
const AISLE_ART: Record<string, string> = {
  'fruits and vegetables': PRODUCE.leafyGreen,
  poultry: PRODUCE.poultryLeg,
  dairy: PRODUCE.glassOfMilk,
  'baked goods': PRODUCE.bread,
  meat: PRODUCE.cutOfMeat,
  seafood: PRODUCE.shrimp,
  'rice and grains': PRODUCE.cookedRice,
  'tofu and tempeh': PRODUCE.beans,
  'spices and condiments': PRODUCE.hotPepper,
  'pantry staples': PRODUCE.jar,
  beverages: PRODUCE.hotBeverage,
  snacks: PRODUCE.peanuts,
};

export function aisleArt(categoryName: string): string {
  return AISLE_ART[categoryName.toLowerCase()] ?? PRODUCE.basket;
}
