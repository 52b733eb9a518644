import { barCombos, barMenu } from './catalogue-bar.seed.ts';
import { cantinaCombos, cantinaMenu } from './catalogue-cantina.seed.ts';
import { clinicMenu } from './catalogue-clinic.seed.ts';

// Demo menus per demo place (slug). Prices in cents. Codes repeat across places on purpose:
// a code is unique only within its place. Each place's menu and combos live in its own file
// (catalogue-<place>.seed.ts).

export type SeedProduct = {
  code: string;
  name: string;
  description?: string;
  details?: string;
  price: number;
  regularPrice?: number;
  subtype?: string;
  serviceTypeId?: string;
  stock?: number;
  safetyMargin?: number;
  saleWithoutStock?: boolean;
  maxQuantity?: number;
  managerOnly?: boolean;
  /** Staff put it on an account when they open it (decision 187). */
  checkIn?: boolean;
  servicesProviders?: string[];
};

export type SeedCategory = {
  name: string;
  typeSearch: string;
  description?: string;
  typeId?: string;
  image?: string;
  subtypes?: string[];
  highlight?: boolean;
  carousel?: boolean;
  products: SeedProduct[];
};

export const demoMenus: Record<string, SeedCategory[]> = {
  'cantina-da-praca': cantinaMenu,
  'bar-do-porto': barMenu,
  'clinica-bem-estar': clinicMenu,
};

export type SeedComboItem = {
  name: string;
  /** The menu product (by code in the same place) the choice stands for. */
  productCode?: string;
  description?: string;
  /** Cents added per unit chosen. */
  price?: number;
  /** Quantity preselected by autocomplete. */
  qtd?: number;
};

export type SeedComboSession = {
  title: string;
  selectionType: 'UNIQUE_SELECT' | 'MANY_SELECT' | 'MANY_QTD_SELECT';
  minItens?: number;
  maxItens?: number;
  maxItensAdditions?: number;
  maxTotalProducts?: number;
  autocomplete?: boolean;
  pendingPrint?: boolean;
  items: SeedComboItem[];
};

/** Demo combos per place: product code → its sessions, in display order. */
export const demoCombos: Record<string, Record<string, SeedComboSession[]>> = {
  'cantina-da-praca': cantinaCombos,
  'bar-do-porto': barCombos,
};
