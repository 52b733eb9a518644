import type { CallInput, CallResult, ErrorCode } from '@app/domain';
import { PLATFORM_NAME } from '@app/domain/shared/constants';
import { toWirePhone } from '@app/domain/users/rules';
import type { TeamMember } from '@app/domain/users/team-schemas';
import type { SmsPort } from '../../integrations/sms/port.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { guardRate } from '../../platform/rate-limit.ts';
import { smsChecks } from './rate-guard.ts';
import { teamText } from './team.messages.ts';
import type { TeamRepo } from './team.repo.ts';
import { SMS_LIMITS } from './users.limits.ts';
import type { MemberRecord } from './users.repo.ts';

type StaffRow = { member: MemberRecord; user: { id: string; username: string; phone: string | null } };

export function createTeamService(deps: {
  database: Database;
  team: TeamRepo;
  limiter: RateLimiter;
  sms: SmsPort;
  /** Told when a place's pending invitations change (the in-memory list readuserinfo checks). */
  invitationsChanged?: (placeId: string) => void;
  /** The place's name and storefront link, for the invitation SMS (read before the transaction). */
  placeInfo: (placeId: string) => Promise<{ name: string; link: string }>;
}) {
  const { database, team } = deps;

  const view = (actor: Actor, row: StaffRow): TeamMember => ({
    member_id: row.member.id,
    user_id: row.user.id,
    username: row.user.username,
    phone: row.user.phone,
    owner: row.member.isOwner,
    manager: row.member.isManager || row.member.isOwner,
    service_supplier_id: row.member.supplierId,
    role: row.member.staffRole,
    me: row.member.id === actor.manager?.memberId,
  });

  const fail = (actor: Actor, key: Parameters<typeof teamText>[1], status: number, code: ErrorCode) =>
    new AppError(code, teamText(actor, key), status, { errorType: code });

  /** A staff row of this place, or the 404 the owner sees for anything else (another place's id too). */
  async function staffMember(actor: Actor, tx: Parameters<Parameters<Database['inPlace']>[1]>[0], memberId: string) {
    const row = await team.member(tx, placeOf(actor).id, memberId);
    if (!row || !(row.member.isManager || row.member.isOwner)) {
      throw fail(actor, 'memberNotFound', 404, 'not_found');
    }
    return row;
  }

  return {
    async listTeam(actor: Actor): Promise<CallResult<'team/list'>> {
      const place = placeOf(actor);
      return database.inPlace(place.id, async (tx) => {
        const staff = await team.staff(tx, place.id);
        const pending = await team.pending(tx, place.id);
        return {
          members: staff.map((row) => view(actor, row)),
          invitations: pending.map((i) => ({
            invitation_id: i.id,
            phone: i.phone,
            created_at: i.createdAt.toISOString(),
            role: i.role,
          })),
        };
      });
    },

    async inviteMember(actor: Actor, input: CallInput<'team/invite'>): Promise<CallResult<'team/invite'>> {
      const place = placeOf(actor);
      const info = await deps.placeInfo(place.id);
      // Each invitation is a text to a number the owner typed: counted per place and per recipient.
      await guardRate(deps.limiter, actor, [
        { key: `team:invite:${place.id}`, ...SMS_LIMITS.invitesPerPlace },
        ...smsChecks(actor, input.phone),
      ]);
      const { invitation, inviter } = await database.inPlace(place.id, async (tx) => {
        if (await team.staffByPhone(tx, place.id, input.phone)) {
          throw new AppError('already_staff', teamText(actor, 'alreadyStaff'), 409, {
            errorType: 'already_staff',
            extra: { field: 'phone' },
          });
        }
        const invitedBy = actor.manager?.userId ?? '';
        return {
          invitation: await team.upsertInvitation(tx, place.id, input.phone, invitedBy, input.role),
          inviter: await team.userName(tx, invitedBy),
        };
      });
      deps.invitationsChanged?.(place.id);
      // After the commit: the invitation stands even when the SMS provider fails (the owner may resend).
      let sent = true;
      try {
        await deps.sms.send(
          toWirePhone(input.phone) ?? `55${input.phone}`,
          // Names the platform and the person inviting, so the text cannot pass for the place alone.
          teamText(actor, 'inviteSms', {
            platform: PLATFORM_NAME,
            inviter,
            place: info.name,
            link: `${info.link}entrar`,
          }),
        );
      } catch {
        sent = false;
      }
      return { invitation_id: invitation.id, status: 'pending', sms_sent: sent };
    },

    async cancelInvitation(actor: Actor, input: CallInput<'team/uninvite'>): Promise<CallResult<'team/uninvite'>> {
      const place = placeOf(actor);
      const done = await database.inPlace(place.id, (tx) => team.cancelInvitation(tx, place.id, input.invitation_id));
      if (!done) throw fail(actor, 'invitationNotFound', 404, 'not_found');
      deps.invitationsChanged?.(place.id);
      return { done: true };
    },

    async removeMember(actor: Actor, input: CallInput<'team/remove'>): Promise<CallResult<'team/remove'>> {
      const place = placeOf(actor);
      await database.inPlace(place.id, async (tx) => {
        const row = await staffMember(actor, tx, input.member_id);
        if (row.member.isOwner) throw fail(actor, 'ownerNotRemovable', 400, 'owner_not_removable');
        await team.setMember(tx, row.member.id, { isManager: false, supplierId: null });
        await team.revokeManagerSessions(tx, place.id, row.user.id);
      });
      return { done: true };
    },

    /** The owner gives a member another role; their open sessions follow at the next call (read per request). */
    async setRole(actor: Actor, input: CallInput<'team/role'>): Promise<CallResult<'team/role'>> {
      const place = placeOf(actor);
      return database.inPlace(place.id, async (tx) => {
        const row = await staffMember(actor, tx, input.member_id);
        if (row.member.isOwner) throw fail(actor, 'ownerRoleFixed', 400, 'owner_not_removable');
        const member = await team.setMember(tx, row.member.id, { staffRole: input.role });
        return { member: view(actor, { member, user: row.user }) };
      });
    },

    async setSupplier(actor: Actor, input: CallInput<'team/supplier'>): Promise<CallResult<'team/supplier'>> {
      const place = placeOf(actor);
      return database.inPlace(place.id, async (tx) => {
        const row = await staffMember(actor, tx, input.member_id);
        const member = await team.setMember(tx, row.member.id, { supplierId: input.service_supplier_id });
        return { member: view(actor, { member, user: row.user }) };
      });
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
