import type { StaffRole } from '@app/domain/users/staff-roles';
import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { type TeamInvitationRow, teamInvitations } from './team.tables.ts';
import { type MemberRow, placeMembers, sessions, type UserRow, users } from './users.tables.ts';

/** Days an invitation waits to be claimed; inviting again renews it. */
export const INVITATION_DAYS = 30;
const fresh = () => gt(teamInvitations.createdAt, sql`now() - make_interval(days => ${INVITATION_DAYS})`);

/** Team queries; every one runs inside the place's transaction (RLS). */
export function createTeamRepo() {
  return {
    /** The place's service suppliers (managers with a supplier id), by name: who may receive a split. */
    async suppliers(q: Queryable, placeId: string): Promise<{ supplierId: string; name: string }[]> {
      const rows = await q
        .select({ supplierId: placeMembers.supplierId, name: users.username })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(and(eq(placeMembers.placeId, placeId), isNotNull(placeMembers.supplierId)))
        .orderBy(asc(users.username));
      return rows.flatMap((r) => (r.supplierId ? [{ supplierId: r.supplierId, name: r.name }] : []));
    },
    async staff(q: Queryable, placeId: string) {
      return q
        .select({ member: placeMembers, user: { id: users.id, username: users.username, phone: users.phone } })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(
          and(eq(placeMembers.placeId, placeId), or(eq(placeMembers.isManager, true), eq(placeMembers.isOwner, true))),
        )
        .orderBy(asc(users.username));
    },
    async member(q: Queryable, placeId: string, memberId: string) {
      const [row] = await q
        .select({ member: placeMembers, user: { id: users.id, username: users.username, phone: users.phone } })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.id, memberId)))
        .limit(1);
      return row ?? null;
    },
    async staffByPhone(q: Queryable, placeId: string, phone: string): Promise<MemberRow | null> {
      const [row] = await q
        .select({ member: placeMembers })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(and(eq(placeMembers.placeId, placeId), eq(users.phone, phone)))
        .limit(1);
      return row && (row.member.isManager || row.member.isOwner) ? row.member : null;
    },
    /** The name of the person (the inviter, for the invitation text). */
    async userName(q: Queryable, userId: string): Promise<string> {
      const [row] = await q.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.username ?? '';
    },
    async pending(q: Queryable, placeId: string): Promise<TeamInvitationRow[]> {
      return q
        .select()
        .from(teamInvitations)
        .where(and(eq(teamInvitations.placeId, placeId), eq(teamInvitations.status, 'pending'), fresh()))
        .orderBy(asc(teamInvitations.createdAt));
    },
    /** One invitation per phone and place: inviting again renews it. */
    async upsertInvitation(
      q: Queryable,
      placeId: string,
      phone: string,
      invitedBy: string,
      role: StaffRole = 'manager',
    ): Promise<TeamInvitationRow> {
      const [row] = await q
        .insert(teamInvitations)
        .values({ placeId, phone, invitedBy, role })
        .onConflictDoUpdate({
          target: [teamInvitations.placeId, teamInvitations.phone],
          set: { status: 'pending', invitedBy, role, createdAt: new Date(), decidedAt: null, acceptedBy: null },
        })
        .returning();
      if (!row) throw new Error('invitation upsert returned nothing');
      return row;
    },
    async cancelInvitation(q: Queryable, placeId: string, id: string): Promise<boolean> {
      const rows = await q
        .update(teamInvitations)
        .set({ status: 'cancelled', decidedAt: new Date() })
        .where(
          and(eq(teamInvitations.placeId, placeId), eq(teamInvitations.id, id), eq(teamInvitations.status, 'pending')),
        )
        .returning({ id: teamInvitations.id });
      return rows.length > 0;
    },
    async setMember(
      q: Queryable,
      memberId: string,
      values: Partial<Pick<MemberRow, 'isManager' | 'supplierId' | 'staffRole'>>,
    ) {
      const [row] = await q.update(placeMembers).set(values).where(eq(placeMembers.id, memberId)).returning();
      if (!row) throw new Error('membership update matched nothing');
      return row;
    },
    /** Ends the person's manager sessions at the place (a removed manager is out at once). */
    async revokeManagerSessions(q: Queryable, placeId: string, userId: string) {
      await q
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.placeId, placeId), eq(sessions.userId, userId), eq(sessions.kind, 'manager')));
    },
    /**
     * Turns a pending invitation of the person's validated phone into the manager role. Returns the
     * updated membership, or the given one when there is nothing to claim.
     */
    async claim(q: Queryable, placeId: string, user: UserRow, member: MemberRow): Promise<MemberRow> {
      if (!user.phone || !user.phoneValidated || member.isManager || member.isOwner) return member;
      const [invitation] = await q
        .update(teamInvitations)
        .set({ status: 'accepted', acceptedBy: user.id, decidedAt: new Date() })
        .where(
          and(
            eq(teamInvitations.placeId, placeId),
            eq(teamInvitations.phone, user.phone),
            eq(teamInvitations.status, 'pending'),
            fresh(),
          ),
        )
        .returning({ id: teamInvitations.id, role: teamInvitations.role });
      if (!invitation) return member;
      const [row] = await q
        .update(placeMembers)
        .set({ isManager: true, staffRole: invitation.role })
        .where(eq(placeMembers.id, member.id))
        .returning();
      return row ?? member;
    },
  };
}
export type TeamRepo = ReturnType<typeof createTeamRepo>;
