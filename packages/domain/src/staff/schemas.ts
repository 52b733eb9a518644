import { z } from 'zod';
import { plainText } from '../shared/zod-rules.ts';

/** The most customers one search answers: the dialog asks for a narrower search past this. */
export const LIST_USERS_MAX = 30;

export const ListUsersBody = z.object({
  /** Part of the name, digits of the phone or of the CPF/CNPJ, or the e-mail; empty lists the latest. */
  search: plainText(80).optional(),
  /** Only master accounts (spec 3 §7 `listusers (search, master)`). */
  master: z.boolean().optional(),
});

export const CounterCustomer = z.object({
  _id: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  cpf: z.string().nullable(),
  master_account: z.boolean(),
  last_order_at: z.string().nullable(),
});
export type CounterCustomer = z.infer<typeof CounterCustomer>;

export const ListUsersResponse = z.object({
  users: z.array(CounterCustomer),
  /** More customers match than were sent. */
  has_more: z.boolean(),
});

export const SwitchAccountPlacesBody = z.object({});

/** Spec 3 §3 "Manager-list restaurant: restaurantname, photo, webapp_link". */
export const StaffPlace = z.object({
  _id: z.string(),
  slug: z.string(),
  restaurantname: z.string(),
  photo: z.string().nullable(),
  webapp_link: z.string(),
  owner: z.boolean(),
});
export const SwitchAccountPlacesResponse = z.object({ restaurants: z.array(StaffPlace) });
