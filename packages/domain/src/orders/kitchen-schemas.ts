import { z } from 'zod';
import { plainText } from '../shared/zod-rules.ts';
import { KITCHEN_STATIONS_MAX, STATION_NAME_MAX } from './kitchen.ts';
import { Order } from './schemas.ts';

export { KITCHEN_STATIONS_MAX, STATION_NAME_MAX };
export const STATION_CATEGORIES_MAX = 100;

export const KitchenStation = z.object({
  station_id: z.string(),
  name: z.string(),
  category_ids: z.array(z.string()),
  /** The products of those categories today: the display filters order lines by them. */
  product_ids: z.array(z.string()),
});
export type KitchenStation = z.infer<typeof KitchenStation>;

export const KitchenStationsResponse = z.object({ stations: z.array(KitchenStation) });

export const SaveStationsBody = z.object({
  /** The whole list, in display order: stations not named here are removed. */
  stations: z
    .array(
      z.object({
        name: plainText(STATION_NAME_MAX).refine((v) => v.trim().length > 0, 'Dê um nome à estação.'),
        category_ids: z.array(z.uuid('Categoria não encontrada.')).max(STATION_CATEGORIES_MAX),
      }),
    )
    .max(KITCHEN_STATIONS_MAX, `Use no máximo ${KITCHEN_STATIONS_MAX} estações.`),
});

export const KitchenRecentResponse = z.object({ orders: z.array(Order) });

export const KitchenRecallBody = z.object({ order_id: z.uuid('Pedido não encontrado.') });
export const KitchenRecallResponse = z.object({ order: Order });
