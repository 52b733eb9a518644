import { z } from 'zod';
import { ManagerView } from '../users/schemas.ts';
import {
  hasForeignLetters,
  ONBOARDING_MESSAGES as M,
  PLACE_KINDS,
  PLACE_NAME_MAX,
  PLACE_NAME_MIN,
  SLUG_MAX,
  slugProblem,
} from './onboarding-rules.ts';

export const PlaceSlug = z
  .string(M.slugRequired)
  .max(SLUG_MAX + 20, M.slugTooLong)
  .transform((v) => v.trim().toLowerCase())
  .superRefine((v, ctx) => {
    const problem = slugProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: M[problem] });
  });

export const PlaceName = z
  .string(M.nameRequired)
  .max(PLACE_NAME_MAX * 2, M.nameTooLong)
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .superRefine((v, ctx) => {
    if (v.includes('\u0000')) ctx.addIssue({ code: 'custom', message: M.nameRequired });
    else if (!v) ctx.addIssue({ code: 'custom', message: M.nameRequired });
    else if (v.length < PLACE_NAME_MIN) ctx.addIssue({ code: 'custom', message: M.nameTooShort });
    else if (v.length > PLACE_NAME_MAX) ctx.addIssue({ code: 'custom', message: M.nameTooLong });
    else if (hasForeignLetters(v)) ctx.addIssue({ code: 'custom', message: M.nameScript });
  });

export const PlaceKind = z.enum(PLACE_KINDS, M.kindRequired);

export const CheckSlugBody = z.object({ slug: z.string().max(SLUG_MAX + 20) });
export const CheckSlugResponse = z.object({
  slug: z.string(),
  available: z.boolean(),
  /** Why it cannot be used, in the request's language. */
  message: z.string().nullable(),
});

export const CreatePlaceBody = z.object({ name: PlaceName, slug: PlaceSlug, kind: PlaceKind });
export type CreatePlaceBody = z.input<typeof CreatePlaceBody>;

export const CreatePlaceResponse = z.object({
  place: z.object({ _id: z.string(), slug: z.string(), restaurantname: z.string(), kind: PlaceKind }),
  /** The place's storefront link (the /p/{slug}/ prefix of the app). */
  webapp_link: z.string(),
  /** The creator's staff state at the new place, with a manager token bound to it. */
  manager: ManagerView,
});
