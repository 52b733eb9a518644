import { defineCall } from '../contract-types.ts';
import { Empty } from './schemas.ts';
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
  TeamSupplierBody,
  TeamUninviteBody,
} from './team-schemas.ts';

// Issue 4 §1: the owner's team screen. Invitations are claimed by the invited phone (decision file).
export const teamCalls = {
  'team/list': defineCall({
    name: 'team/list',
    level: 'owner',
    summary: "The place's staff (owners, managers, suppliers) and pending invitations.",
    body: Empty,
    response: TeamListResponse,
  }),
  'team/invite': defineCall({
    name: 'team/invite',
    level: 'owner',
    rateLimited: true,
    summary: 'Invites a phone to manage the place; the role is given when that validated phone signs in.',
    body: TeamInviteBody,
    response: TeamInviteResponse,
  }),
  'team/uninvite': defineCall({
    name: 'team/uninvite',
    level: 'owner',
    summary: 'Cancels a pending invitation.',
    body: TeamUninviteBody,
    response: TeamDone,
  }),
  'team/remove': defineCall({
    name: 'team/remove',
    level: 'owner',
    summary: 'Takes the manager role (and supplier link) away from a member; owners cannot be removed here.',
    body: TeamRemoveBody,
    response: TeamDone,
  }),
  'team/supplier': defineCall({
    name: 'team/supplier',
    level: 'owner',
    summary: 'Links a manager to a service supplier id (or unlinks with null).',
    body: TeamSupplierBody,
    response: TeamMemberResponse,
  }),
};

// Issue 4 §8: the storefront's 'open admin' (spec 1 §6) enters the back office through a
// single-use, short-lived code instead of a password (fetchRestaurantManager) in a URL.
export const adminLinkCalls = {
  'admin/link/create': defineCall({
    name: 'admin/link/create',
    level: 'manager',
    rateLimited: true,
    summary: 'A single-use code (2 minutes) that opens the back office for the calling manager.',
    body: Empty,
    response: AdminLinkCreateResponse,
  }),
  'admin/link/redeem': defineCall({
    name: 'admin/link/redeem',
    level: 'anonymous',
    rateLimited: true,
    summary: 'Exchanges an admin link code (once) for a fresh session with the manager token of the place.',
    body: AdminLinkRedeemBody,
    response: AdminLinkRedeemResponse,
  }),
};
