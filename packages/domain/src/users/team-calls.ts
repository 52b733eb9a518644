import { defineCalls } from '../contract-types.ts';
import { Empty } from './schemas.ts';
import { adminLinkRoutes, teamRoutes } from './team-routes.ts';
import {
  AdminLinkCreateResponse,
  AdminLinkRedeemBody,
  AdminLinkRedeemResponse,
  TeamDone,
  TeamInviteBody,
  TeamInviteResponse,
  TeamListResponse,
  TeamMemberResponse,
  TeamRemoveBody,
  TeamRoleBody,
  TeamSupplierBody,
  TeamUninviteBody,
} from './team-schemas.ts';

// The owner's team screen. Invitations are claimed by the invited phone (decision file).
export const teamCalls = defineCalls(teamRoutes, {
  'team/list': {
    summary: "The place's staff (owners, managers, suppliers) and pending invitations.",
    body: Empty,
    response: TeamListResponse,
  },
  'team/invite': {
    rateLimited: true,
    summary: 'Invites a phone to manage the place; the role is given when that validated phone signs in.',
    body: TeamInviteBody,
    response: TeamInviteResponse,
  },
  'team/uninvite': {
    summary: 'Cancels a pending invitation.',
    body: TeamUninviteBody,
    response: TeamDone,
  },
  'team/remove': {
    summary: 'Takes the manager role (and supplier link) away from a member; owners cannot be removed here.',
    body: TeamRemoveBody,
    response: TeamDone,
  },
  'team/role': {
    summary: 'Gives a staff member another role: manager, cashier, waiter or kitchen (owners keep theirs).',
    body: TeamRoleBody,
    response: TeamMemberResponse,
  },
  'team/supplier': {
    summary: 'Links a manager to a service supplier id (or unlinks with null).',
    body: TeamSupplierBody,
    response: TeamMemberResponse,
  },
});

// The storefront's 'open admin' (spec 1 §6) enters the back office through a
// single-use, short-lived code instead of a password (fetchRestaurantManager) in a URL.
export const adminLinkCalls = defineCalls(adminLinkRoutes, {
  'admin/link/create': {
    rateLimited: true,
    summary: 'A single-use code (2 minutes) that opens the back office for the calling manager.',
    body: Empty,
    response: AdminLinkCreateResponse,
  },
  'admin/link/redeem': {
    rateLimited: true,
    summary: 'Exchanges an admin link code (once) for a fresh session with the manager token of the place.',
    body: AdminLinkRedeemBody,
    response: AdminLinkRedeemResponse,
  },
});
