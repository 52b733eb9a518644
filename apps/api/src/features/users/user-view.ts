import { centsToReais } from '@app/domain/shared/money';
import type { ManagerView, UserView } from '@app/domain/users/schemas';
import type { MemberRecord, UserRecord } from './users.repo.ts';

/** The wire shape of a user as seen at one place; nothing secret (hashes, auth codes) leaves here. */
export function toUserView(user: UserRecord, member: MemberRecord | null): UserView {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone,
    default_phone: user.phone,
    cpf: user.cpf,
    birthdate: user.birthdate,
    photo: user.photo,
    social_id: user.socialId,
    login_type: user.loginType,
    phone_validation: user.phoneValidated,
    master_account: user.masterAccount,
    openOrderId: member?.openOrderId ?? null,
    payments_buyer_id: user.paymentsBuyerId,
    user_credit: { total_cash: centsToReais(member?.creditCents ?? 0) },
    user_cupom: member?.userCupom ?? null,
    invite_cupom: member?.inviteCupom ?? null,
    share_cupom: member?.shareCupom ?? null,
    referred_by: member?.referredBy ?? null,
    services_type: member?.servicesType ?? [],
    blocked: member?.blocked ?? false,
    advertising_blocked: member?.advertisingBlocked ?? false,
    block_app_payment: member?.blockAppPayment ?? false,
    first_purchase: member?.firstPurchase ?? false,
    orderCount: member?.orderCount ?? 0,
  };
}

export function toManagerView(member: MemberRecord, managerToken?: string): ManagerView {
  return {
    ...(managerToken ? { managerToken } : {}),
    managerId: member.id,
    owner: member.isOwner,
    service_supplier_id: member.supplierId,
    role: member.staffRole,
  };
}
