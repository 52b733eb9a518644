import type { Art, Surface } from './demo-photos.ts';

/** What each demo product's picture shows (by place slug, then product code). */
export const demoArt: Record<string, { surface: Surface; products: Record<string, Art> }> = {
  'cantina-da-praca': {
    surface: 'wood',
    products: {
      '101': { kind: 'bread', style: 'garlic' },
      '102': { kind: 'bread', style: 'bruschetta' },
      '103': { kind: 'fried', shape: 'balls' },
      '104': { kind: 'fried', shape: 'sticks' },
      '201': { kind: 'pizza', toppings: ['basil', 'cheese'] },
      '202': { kind: 'pizza', toppings: ['pepperoni', 'onion', 'olive'] },
      '203': { kind: 'pizza', toppings: ['ham', 'egg', 'olive'] },
      '204': { kind: 'pizza', toppings: ['cheese'], sauce: 'white' },
      '205': { kind: 'pizza', toppings: ['tomato', 'basil'] },
      '206': { kind: 'pizza', toppings: ['chicken'], sauce: 'white' },
      '207': { kind: 'pizza', toppings: ['pepperoni'] },
      '208': { kind: 'pizza', toppings: ['zucchini', 'cheese', 'basil'], sauce: 'white' },
      '209': { kind: 'pizza', toppings: ['rocket', 'tomato'] },
      '210': { kind: 'pizza', toppings: ['tuna', 'onion', 'olive'] },
      '211': { kind: 'pizza', toppings: ['strawberry'], sauce: 'chocolate' },
      '212': { kind: 'pizza', toppings: ['guava'], sauce: 'white' },
      '301': { kind: 'pasta', sauce: 'bolognese' },
      '302': { kind: 'pasta', sauce: 'cream' },
      '303': { kind: 'lasagna' },
      '304': { kind: 'dumplings', shape: 'gnocchi', sauce: 'tomato' },
      '305': { kind: 'pasta', sauce: 'pesto' },
      '306': { kind: 'dumplings', shape: 'ravioli', sauce: 'butter' },
      '307': { kind: 'pasta', sauce: 'carbonara' },
      '308': { kind: 'pasta', sauce: 'tomato' },
      '309': { kind: 'combo' },
      '401': { kind: 'glass', drink: 'water' },
      '402': { kind: 'glass', drink: 'sparkling' },
      '403': { kind: 'glass', drink: 'cola' },
      '404': { kind: 'glass', drink: 'guarana' },
      '405': { kind: 'glass', drink: 'orange' },
      '406': { kind: 'glass', drink: 'passion' },
      '407': { kind: 'glass', drink: 'lemonade' },
      '408': { kind: 'glass', drink: 'beer' },
      '409': { kind: 'glass', drink: 'wine' },
      '501': { kind: 'dessert', style: 'tiramisu' },
      '502': { kind: 'dessert', style: 'pannacotta' },
      '503': { kind: 'dessert', style: 'petitgateau' },
      '504': { kind: 'dessert', style: 'cannoli' },
      '505': { kind: 'dessert', style: 'flan' },
    },
  },
  'bar-do-porto': {
    surface: 'dark',
    products: {
      '101': { kind: 'fried', shape: 'strips' },
      '102': { kind: 'fried', shape: 'shrimp' },
      '103': { kind: 'fried', shape: 'fries' },
      '104': { kind: 'fried', shape: 'pastel' },
      '105': { kind: 'soup' },
      '106': { kind: 'glass', drink: 'beer' },
      '201': { kind: 'glass', drink: 'caipirinha' },
      '202': { kind: 'glass', drink: 'strawberry' },
      '203': { kind: 'glass', drink: 'gin' },
      '204': { kind: 'glass', drink: 'soda' },
      '301': { kind: 'glass', drink: 'beer' },
      '302': { kind: 'glass', drink: 'beer' },
      '303': { kind: 'glass', drink: 'beer' },
    },
  },
  'clinica-bem-estar': {
    surface: 'pastel',
    products: {
      '101': { kind: 'care', style: 'consult' },
      '102': { kind: 'care', style: 'consult' },
      '103': { kind: 'care', style: 'consult' },
      '201': { kind: 'care', style: 'spa' },
      '202': { kind: 'care', style: 'spa' },
      '203': { kind: 'care', style: 'massage' },
    },
  },
};

/** Each demo place's banner (dishes on its table) and logo emblem. */
export const demoBrand: Record<string, { banner: Art[]; emblem: 'slice' | 'anchor' | 'leaf'; colour: string }> = {
  'cantina-da-praca': {
    banner: [
      { kind: 'pizza', toppings: ['basil', 'cheese'] },
      { kind: 'pasta', sauce: 'bolognese' },
      { kind: 'bread', style: 'bruschetta' },
    ],
    emblem: 'slice',
    colour: '#c2410c',
  },
  'bar-do-porto': {
    banner: [
      { kind: 'glass', drink: 'caipirinha' },
      { kind: 'fried', shape: 'shrimp' },
      { kind: 'glass', drink: 'beer' },
    ],
    emblem: 'anchor',
    colour: '#0e7490',
  },
  'clinica-bem-estar': {
    banner: [
      { kind: 'care', style: 'spa' },
      { kind: 'care', style: 'massage' },
    ],
    emblem: 'leaf',
    colour: '#15803d',
  },
};
