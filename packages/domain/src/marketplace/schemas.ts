import { z } from 'zod';
import { boundedInt, boundedNumber } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';

/** A customer's shared location: both coordinates or neither (bounded to the globe, decision 051). */
const coordinates = {
  latitude: boundedNumber('fieldLatitude', -90, 90).optional(),
  longitude: boundedNumber('fieldLongitude', -180, 180).optional(),
};
const bothOrNeither = (v: { latitude?: number; longitude?: number }, ctx: z.RefinementCtx) => {
  if ((v.latitude === undefined) !== (v.longitude === undefined)) {
    const path = v.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({ code: 'custom', path: [path], message: 'envie latitude e longitude juntas' });
  }
};

/** A place as a marketplace or brand shows it: public facts only, never customers or private settings. */
export const MarketPlace = z.object({
  _id: z.string(),
  slug: z.string(),
  restaurantname: z.string(),
  photo: z.string().nullable(),
  banner: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  /** The operator's category for the place in this marketplace ('Pizzaria', 'Bar', 'Clínica'). */
  category: z.string().nullable(),
  /** Takes orders now: `aberto`, not closed_place, inside business hours (isPlaceOpen). */
  open: z.boolean(),
  delivery: z.boolean(),
  pickup: z.boolean(),
  delivery_time: z.number().int().nullable(),
  online_payment: z.boolean(),
  /** Delivers free to at least one district. */
  free_delivery: z.boolean(),
  /** The lowest delivery fee in reais (null without delivery districts). */
  delivery_fee_from: z.number().nullable(),
  min_order: z.number(),
  /** Km from the customer's shared location; null without one or without the place's coordinates. */
  distance_km: z.number().nullable(),
  favourite: z.boolean(),
});
export type MarketPlace = z.infer<typeof MarketPlace>;

export const DELIVERY_TYPES = ['delivery', 'pickup'] as const;

/** Spec 3 §3 "Marketplace filters": delivery type, online payment, free delivery, city and state, favourites. */
export const MarketplaceListBody = z
  .object({
    delivery_type: z.enum(DELIVERY_TYPES).optional(),
    online_payment: z.boolean().optional(),
    free_delivery: z.boolean().optional(),
    uf: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'informe a sigla do estado (2 letras)')
      .optional(),
    city: plainText(80).optional(),
    category: plainText(60).optional(),
    search: plainText(80).optional(),
    favourites: z.boolean().optional(),
    ...coordinates,
  })
  .superRefine(bothOrNeither);
export type MarketplaceListBody = z.infer<typeof MarketplaceListBody>;

export const MarketplaceHeader = z.object({
  restaurantname: z.string(),
  photo: z.string().nullable(),
  banner: z.string().nullable(),
});

export const MarketplaceCategory = z.object({ name: z.string(), count: z.number().int() });

export const MarketplaceListResponse = z.object({
  marketplace: MarketplaceHeader,
  places: z.array(MarketPlace),
  /** The categories of the listed places (before filters), with how many places each has. */
  categories: z.array(MarketplaceCategory),
});

export const GetLocationBody = z.object({});
export const GetLocationResponse = z.object({
  /** The states and cities where the marketplace lists places, for the location filter. */
  ufs: z.array(z.object({ uf: z.string(), cities: z.array(z.string()) })),
});

export const FavouriteBody = z.object({ place_id: z.uuid('informe o local'), favourite: z.boolean() });
export const FavouriteResponse = z.object({ place_id: z.string(), favourite: z.boolean() });

export const BranchesBody = z.object({ ...coordinates }).superRefine(bothOrNeither);
export const BranchesResponse = z.object({ brand: MarketplaceHeader, branches: z.array(MarketPlace) });

// Back office.

export const MEMBER_STATUSES = ['pending', 'listed', 'hidden'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MarketplaceMember = z.object({
  place_id: z.string(),
  restaurantname: z.string(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  category: z.string().nullable(),
  position: z.number().int(),
});
export type MarketplaceMember = z.infer<typeof MarketplaceMember>;

export const MembersBody = z.object({});
export const MembersResponse = z.object({
  /** This place runs a marketplace (its `marketplace` setting): only then may it curate. */
  is_marketplace: z.boolean(),
  members: z.array(MarketplaceMember),
});

export const CurateBody = z.object({
  place_id: z.uuid('informe o local'),
  /** 'removed' takes the place off the list (it may ask again). */
  status: z.enum([...MEMBER_STATUSES.filter((s) => s !== 'pending'), 'removed'] as ['listed', 'hidden', 'removed']),
  category: plainText(40).nullable().optional(),
  position: boundedInt('fieldPosition', 0, 9999).optional(),
});
export const CurateResponse = MembersResponse;

export const JoinBody = z.object({
  /** The marketplace's address name (slug), as in /p/{slug}. */
  marketplace: z
    .string()
    .trim()
    .min(1, 'informe o endereço do marketplace')
    .max(60, 'informe o endereço do marketplace')
    .regex(/^[a-z0-9-]+$/i, 'informe o endereço do marketplace'),
});
export const JoinResponse = z.object({ marketplace: z.string(), status: z.enum(MEMBER_STATUSES) });

export const LocationBody = z.object({
  latitude: boundedNumber('fieldLatitude', -90, 90),
  longitude: boundedNumber('fieldLongitude', -180, 180),
});
export const LocationResponse = z.object({ latitude: z.number(), longitude: z.number() });

export const BranchLink = z.object({
  place_id: z.string(),
  restaurantname: z.string(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  linked: z.boolean(),
});
export const BranchListBody = z.object({});
export const BranchListResponse = z.object({
  /** This place is a brand (its `branchMode` setting): only then may it link branches. */
  is_brand: z.boolean(),
  /** The linked branches and the caller's other owned places that could be linked. */
  places: z.array(BranchLink),
});
export const BranchLinkBody = z.object({ place_id: z.uuid('informe o local'), linked: z.boolean() });
export const BranchLinkResponse = BranchListResponse;
