import type { AccessLevel } from '@app/domain/shared/access';
import { roleHas, type StaffRole, type StaffTool } from '@app/domain/users/staff-roles';
import type { AddressRecord } from '../features/addresses/index.ts';
import type { MemberRecord, UserRecord } from '../features/users/index.ts';

export type PlaceRef = { id: string; slug: string };

export type UserSession = {
  sessionId: string;
  userId: string;
  /** Set when staff act as this customer (managerlogin). */
  actingManagerId: string | null;
  passwordResetUntil: Date | null;
  /** The person and their membership of the request's place, read with the session (one query). */
  record: UserRecord;
  member: MemberRecord | null;
  /** The person's saved addresses, read with the session for readuserinfo only (decision 172). */
  addresses?: AddressRecord[];
};

export type ManagerSession = {
  sessionId: string;
  userId: string;
  memberId: string;
  isOwner: boolean;
  supplierId: string | null;
  /** The member's staff role (decision 068); an owner may do everything whatever it says. */
  role: StaffRole;
};

/** Who is calling, resolved once per request by the platform and handed to services. */
export type Actor = {
  place: PlaceRef | null;
  user: UserSession | null;
  manager: ManagerSession | null;
  level: AccessLevel;
  ip: string;
  language: 'pt-BR' | 'en';
};

export function levelOf(user: UserSession | null, manager: ManagerSession | null): AccessLevel {
  if (manager?.isOwner) return 'owner';
  if (manager?.supplierId) return 'supplier';
  if (manager) return 'manager';
  if (user) return 'user';
  return 'anonymous';
}

/** The actor's place, for services whose call declares `place: 'required'`. */
export function placeOf(actor: Actor): PlaceRef {
  if (!actor.place) throw new Error('place missing on a place-scoped call');
  return actor.place;
}

/** Whether the caller is staff of the place holding `tool` (an owner holds every tool). */
export function staffMay(actor: Actor, tool: StaffTool): boolean {
  const manager = actor.manager;
  if (!manager) return false;
  return manager.isOwner || roleHas(manager.role, tool);
}
