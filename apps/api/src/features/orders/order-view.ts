import type { Order } from '@app/domain/orders/schemas';
import { orderPaymentState } from '@app/domain/payments/rules';
import { centsToReais } from '@app/domain/shared/money';
import type { OrderDetail } from './orders.repo.ts';

/**
 * The wire shape of an order. `withSecrets` (the customer and staff) adds the share code;
 * `personal: false` (the share link, read without a token) leaves out CPF, e-mail, birth date and phone.
 */
export function toOrder(
  o: OrderDetail,
  opts: { withSecrets: boolean; personal?: boolean } = { withSecrets: false },
): Order {
  const personal = opts.personal ?? true;
  return {
    _id: o.id,
    number: o.number,
    status: o.status,
    restaurant_id: o.placeId,
    user_id: o.userId,
    username: o.username,
    phone: personal ? o.phone : null,
    cpf: personal ? o.cpf : null,
    email: personal ? o.email : null,
    birthdate: personal ? o.birthdate : null,
    delivery_type: o.deliveryType,
    pickup: o.pickup,
    pickupplace: o.pickupplace,
    address_data: o.address
      ? {
          address_cep: o.address.address_cep,
          address_street: o.address.address_street,
          address_number: o.address.address_number,
          address_cmplt: o.address.address_cmplt,
          address_district: o.address.address_district,
          address_city: o.address.address_city,
          address_state: o.address.address_state,
        }
      : null,
    deliveryagenda_date: o.scheduledFor?.toISOString() ?? null,
    products: o.items.map((i) => ({
      product_id: i.productId,
      code: i.code,
      productname: i.name,
      quantity: i.quantity,
      unit_price: centsToReais(i.unitCents),
      line_total: centsToReais(i.unitCents * i.quantity),
      combo_summary: i.comboSummary,
      combo_sessions: (i.combo ?? []).map((c) => ({
        session_id: c.session_id,
        title: c.title,
        items: c.items.map((x) => ({ item_id: x.item_id, name: x.name, qtd: x.qtd })),
      })),
      observation: i.observation,
    })),
    subtotal: centsToReais(o.subtotalCents),
    delivery_fee: centsToReais(o.deliveryFeeCents),
    desconto: centsToReais(o.discountCents),
    total_payable: centsToReais(o.totalCents),
    cupom: o.couponCode,
    payment_type: o.paymentType,
    pay_bill: o.payBill,
    payment_status: orderPaymentState({ paymentType: o.paymentType, payBill: o.payBill, recorded: o.paymentStatus }),
    cc_brand: o.ccBrand,
    change: o.changeCents === null ? null : centsToReais(o.changeCents),
    installments: o.installments,
    observacao: o.observation,
    first_order: o.firstOrder,
    anonymous: o.anonymous,
    budget: o.budget,
    expire_date: o.expiresAt?.toISOString() ?? null,
    cancel_reason: o.cancelReason,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    history: o.history.map((h) => ({ status: h.status, at: h.at.toISOString(), by: h.byName, reason: h.reason })),
    auth_code: opts.withSecrets ? o.authCode : null,
    placed_by_staff: o.placedByStaff,
    open_order: o.openOrder ? { _id: o.openOrder.id, number: o.openOrder.label } : null,
    rating: o.rating
      ? { stars: o.rating.stars, comment: o.rating.comment, at: o.rating.createdAt.toISOString() }
      : null,
  };
}
