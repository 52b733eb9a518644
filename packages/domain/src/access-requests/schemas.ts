import { z } from 'zod';
import { plainText } from '../shared/zod-rules.ts';
import { ACCESS_DECISIONS, ACCESS_REQUEST_STATUSES } from './rules.ts';

export const AccessRequestStatus = z.enum(ACCESS_REQUEST_STATUSES);

/** One person's request to use a place (decision 122). */
export const AccessRequest = z.object({
  _id: z.string(),
  user_id: z.string(),
  username: z.string().nullable(),
  phone: z.string().nullable(),
  status: AccessRequestStatus,
  /** What the person wrote with the request, if anything. */
  message: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The staff member who decided. */
  decided_by: z.string().nullable(),
});

export type AccessRequest = z.infer<typeof AccessRequest>;

export const AccessRequestBody = z.object({ message: plainText(300).optional() });
export const AccessRequestResponse = z.object({ request: AccessRequest });

export const AccessCheckBody = z.object({});
export const AccessCheckResponse = z.object({
  /** True while the person may not use the place yet (the guard sends them to RequestAccess). */
  required: z.boolean(),
  /** The person's request here, if they made one. */
  request: AccessRequest.nullable(),
});

export const AccessListBody = z.object({ status: AccessRequestStatus.default('pending') });
export const AccessListResponse = z.object({ requests: z.array(AccessRequest), truncated: z.boolean() });

export const AccessUpdateBody = z.object({ id: z.string().uuid(), status: z.enum(ACCESS_DECISIONS) });
export const AccessUpdateResponse = z.object({ request: AccessRequest });
