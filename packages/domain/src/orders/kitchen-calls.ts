import { defineCalls } from '../contract-types.ts';
import { Empty } from '../users/schemas.ts';
import { kitchenRoutes } from './kitchen-routes.ts';
import {
  KitchenRecallBody,
  KitchenRecallResponse,
  KitchenRecentResponse,
  KitchenStationsResponse,
  SaveStationsBody,
} from './kitchen-schemas.ts';

export const kitchenCalls = defineCalls(kitchenRoutes, {
  'admin/kitchen/stations': {
    summary: "The place's kitchen stations with the products each prepares (by category).",
    body: Empty,
    response: KitchenStationsResponse,
  },
  'admin/kitchen/savestations': {
    summary: 'Replaces the kitchen stations and the menu categories each prepares.',
    body: SaveStationsBody,
    response: KitchenStationsResponse,
  },
  'admin/kitchen/recent': {
    summary: "Today's tickets the kitchen bumped that can still be recalled, latest first.",
    body: Empty,
    response: KitchenRecentResponse,
  },
  'admin/kitchen/recall': {
    summary: 'Brings a bumped ticket back to the kitchen: the order returns to accepted (1).',
    body: KitchenRecallBody,
    response: KitchenRecallResponse,
  },
});
