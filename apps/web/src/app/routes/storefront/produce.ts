import baguette from '@/assets/produce/baguette.svg';
import banana from '@/assets/produce/banana.svg';
import bread from '@/assets/produce/bread.svg';
import butter from '@/assets/produce/butter.svg';
import carrot from '@/assets/produce/carrot.svg';
import cheese from '@/assets/produce/cheese.svg';
import croissant from '@/assets/produce/croissant.svg';
import egg from '@/assets/produce/egg.svg';
import glassOfMilk from '@/assets/produce/glass-of-milk.svg';
import leafyGreen from '@/assets/produce/leafy-green.svg';
import pineapple from '@/assets/produce/pineapple.svg';
import poultryLeg from '@/assets/produce/poultry-leg.svg';
import tomato from '@/assets/produce/tomato.svg';
import chicken from '@/assets/produce/chicken.svg';
import basket from '@/assets/produce/basket.svg';
import deliveryTruck from '@/assets/produce/delivery-truck.svg';
import convenienceStore from '@/assets/produce/convenience-store.svg';

/** Twemoji illustrations (CC-BY 4.0), see src/assets/produce/README.md. */
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
} as const;

/** How each footer category is pictured and described on the storefront. */
export const CATEGORY_TILES = [
  {
    name: 'Fruits and Vegetables',
    art: [PRODUCE.leafyGreen, PRODUCE.tomato, PRODUCE.carrot],
    tint: '#e6f5e3',
    accent: '#156636',
    text: 'Leafy greens, ripe fruit and crunchy roots for the week ahead.',
  },
  {
    name: 'Poultry',
    art: [PRODUCE.poultryLeg, PRODUCE.egg, PRODUCE.chicken],
    tint: '#fdeee2',
    accent: '#b4501a',
    text: 'Chicken cuts and farm eggs, kept cold from shelf to door.',
  },
  {
    name: 'Dairy',
    art: [PRODUCE.glassOfMilk, PRODUCE.cheese, PRODUCE.butter],
    tint: '#e8f1fb',
    accent: '#1d5fa0',
    text: 'Milk, cheese and butter for breakfasts and baking.',
  },
  {
    name: 'Baked Goods',
    art: [PRODUCE.bread, PRODUCE.croissant, PRODUCE.baguette],
    tint: '#fbf1d9',
    accent: '#8f5a07',
    text: 'Loaves, rolls and pastries from the bakery shelf.',
  },
] as const;
