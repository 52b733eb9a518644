import { z } from 'zod';
import { ManagerView, Phone, UserView } from './schemas.ts';
import { STAFF_ROLES } from './staff-roles.ts';

// The owner's team and the admin link.

export const TeamMember = z.object({
  member_id: z.string(),
  user_id: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  owner: z.boolean(),
  manager: z.boolean(),
  service_supplier_id: z.string().nullable(),
  /** What the member may do (decision 068); an owner may do everything whatever it says. */
  role: z.enum(STAFF_ROLES),
  /** The caller's own row (an owner cannot remove themselves). */
  me: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamInvitation = z.object({
  invitation_id: z.string(),
  phone: z.string(),
  created_at: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;

export const TeamListResponse = z.object({ members: z.array(TeamMember), invitations: z.array(TeamInvitation) });

const StaffRoleField = z.enum(STAFF_ROLES, 'Escolha uma função: gerente, caixa, garçom ou cozinha.');
export const TeamInviteBody = z.object({ phone: Phone, role: StaffRoleField.default('manager') });
export const TeamRoleBody = z.object({ member_id: z.uuid('Pessoa da equipe não encontrada.'), role: StaffRoleField });
export const TeamInviteResponse = z.object({
  invitation_id: z.string(),
  status: z.literal('pending'),
  /** Whether the SMS went out (a provider failure keeps the invitation; the owner may resend). */
  sms_sent: z.boolean(),
});

export const TeamUninviteBody = z.object({ invitation_id: z.uuid('Convite não encontrado.') });
export const TeamRemoveBody = z.object({ member_id: z.uuid('Pessoa da equipe não encontrada.') });

export const SUPPLIER_ID_MAX = 64;
export const SupplierId = z
  .string()
  .trim()
  .max(SUPPLIER_ID_MAX, `Use no máximo ${SUPPLIER_ID_MAX} caracteres.`)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use letras minúsculas, números, hífen ou sublinhado.');

export const TeamSupplierBody = z.object({
  member_id: z.uuid('Pessoa da equipe não encontrada.'),
  /** The service supplier this manager acts as; null unlinks. */
  service_supplier_id: SupplierId.nullable(),
});
export const TeamMemberResponse = z.object({ member: TeamMember });
export const TeamDone = z.object({ done: z.literal(true) });

/** Admin link: a single-use code valid for a short while; no token or password ever travels in it. */
export const AdminLinkCreateResponse = z.object({
  code: z.string(),
  /** The app path that redeems it, under the place prefix: /p/{slug}/admin/entrar/{code}. */
  path: z.string(),
  expires_in: z.number().int(),
});

export const ADMIN_LINK_CODE_MAX = 100;
export const AdminLinkRedeemBody = z.object({
  code: z.string().min(1, 'Link inválido.').max(ADMIN_LINK_CODE_MAX, 'Link inválido.'),
});
export const AdminLinkRedeemResponse = z.object({ token: z.string(), user: UserView, manager: ManagerView });
