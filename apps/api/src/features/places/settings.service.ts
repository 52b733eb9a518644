import { randomUUID } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { settingsMessage, settingsSentence } from '@app/domain/places/settings-messages';
import {
  type AdminSettingsResponse,
  OWNER_ONLY_SETTINGS,
  type SettingsFields,
} from '@app/domain/places/settings-schemas';
import { centsToReais } from '@app/domain/shared/money';
import type { SellerCheck } from '../../integrations/payments/port.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError, notFound } from '../../platform/app-error.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { PlaceCache } from './place-cache.ts';
import type { PlaceChanges, PlaceRecord, TemplatesRecord } from './places.repo.ts';
import { toDistrictView, toModeFlags } from './places.service.ts';
import type { SettingsRepo } from './settings.repo.ts';

type Settings = AdminSettingsResponse['settings'];

/** Names of the owner-only fields as the screen shows them, for the refusal message. */
const OWNER_ONLY_LABELS: Record<(typeof OWNER_ONLY_SETTINGS)[number], string> = {
  payments_service_enabled: 'Pagamento online',
  payments_seller_id: 'ID do vendedor',
  max_installments: 'Parcelas máximas',
  fidelidade_enabled: 'Programa de cashback',
  cashback_perc: 'Percentual de cashback',
  cashback_min_saque: 'Saldo mínimo para resgate',
  cashback_validity_days: 'Validade do cashback',
  referral_reward: 'Prêmio por indicação',
  force_referred_by: 'Indicação obrigatória',
  first_purchase_block: 'Bloqueio de primeira compra',
  cards_menu: 'Cardápio em cartões',
  marketplace: 'Marketplace',
  branchMode: 'Modo filial',
  service_supplier: 'Prestadores de serviço',
  clinicEnabled: 'Modo clínica',
  restaurantEnabled: 'Modo restaurante',
  new_user_flow: 'Novo fluxo de cadastro',
};

const cents = (reais: number) => Math.round(reais * 100);

export function toAdminSettings(row: PlaceRecord): Settings {
  return {
    aberto: row.open,
    closed_place: row.closedPlace,
    address: row.address,
    city: row.city,
    uf: row.uf,
    support_link: row.supportLink,
    delivery_time: row.deliveryTimeMinutes,
    min_order: centsToReais(row.minOrderCents),
    order_expiration_time: row.orderExpirationHours,
    cpf_required: row.cpfRequired,
    max_quantity_per_item: row.maxQuantityPerItem,
    max_items_per_order: row.maxItemsPerOrder,
    max_lines_per_order: row.maxLinesPerOrder,
    business_hours: row.businessHours,
    delivery: row.delivery,
    pickup: row.pickup,
    delivery_districts: row.deliveryDistricts.map(toDistrictView),
    pickup_places: row.pickupPlaces,
    delivery_agenda: row.deliveryAgenda,
    delivery_agenda_only: row.deliveryAgendaOnly,
    agenda: row.agenda,
    comandaFacil: row.comandaFacil,
    comandaFacil_actions: row.comandaFacilActions.filter((a): a is Settings['comandaFacil_actions'][number] =>
      ['callWaiter', 'requestBill', 'checkin'].includes(a),
    ),
    comandaFacil_open_order: row.comandaFacilOpenOrder,
    comandaFacil_auto_order: row.comandaFacilAutoOrder,
    comandaFacil_option:
      (['table', 'tab', 'room', 'chalet'] as const).find((k) => k === row.comandaFacilOption) ?? null,
    comandaFacil_app_payment_only: row.comandaFacilAppPaymentOnly,
    consume_places: row.consumePlaces.map((c) => ({ _id: c.id, kind: c.kind, name: c.name, active: c.active })),
    wifi_password: row.wifiPassword,
    accept_cash: row.acceptCash,
    card_brands: row.cardBrands as Settings['card_brands'],
    payments_service_enabled: row.paymentsServiceEnabled,
    payments_seller_id: row.paymentsSellerId,
    max_installments: row.maxInstallments,
    fidelidade_enabled: row.fidelidadeEnabled,
    cashback_perc: row.cashbackPercBp / 100,
    cashback_min_saque: centsToReais(row.cashbackMinSaqueCents),
    cashback_validity_days: row.cashbackValidityDays,
    referral_reward: centsToReais(row.referralRewardCents),
    force_referred_by: row.forceReferredBy,
    first_purchase_block: row.firstPurchaseBlock,
    templates: row.templates,
    ...toModeFlags(row),
  };
}

type Insert = PlaceChanges;

/** The row values of a (partial) settings input; absent fields are absent. */
function toRow(input: Partial<SettingsFields>): Insert {
  const v: Insert = {};
  const set = <K extends keyof Insert>(key: K, value: Insert[K] | undefined) => {
    if (value !== undefined) v[key] = value;
  };
  set('open', input.aberto);
  set('closedPlace', input.closed_place);
  set('address', input.address);
  set('city', input.city);
  set('uf', input.uf);
  set('supportLink', input.support_link);
  set('deliveryTimeMinutes', input.delivery_time);
  set('minOrderCents', input.min_order === undefined ? undefined : cents(input.min_order));
  set('orderExpirationHours', input.order_expiration_time);
  set('cpfRequired', input.cpf_required);
  set('maxQuantityPerItem', input.max_quantity_per_item);
  set('maxItemsPerOrder', input.max_items_per_order);
  set('maxLinesPerOrder', input.max_lines_per_order);
  if (input.business_hours) {
    set(
      'businessHours',
      [...input.business_hours].sort((a, b) => a.weekday - b.weekday || a.open.localeCompare(b.open)),
    );
  }
  set('delivery', input.delivery);
  set('pickup', input.pickup);
  if (input.delivery_districts) {
    set(
      'deliveryDistricts',
      input.delivery_districts.map((d) => ({
        name: d.name,
        city: d.city,
        uf: d.uf,
        fee_cents: cents(d.fee),
        free: d.free,
      })),
    );
  }
  set('pickupPlaces', input.pickup_places);
  set('deliveryAgenda', input.delivery_agenda);
  set('deliveryAgendaOnly', input.delivery_agenda_only);
  if (input.agenda !== undefined) {
    const sortWeek = (week: { weekday: number; hours: string[] }[]) =>
      week
        .map((d) => ({ weekday: d.weekday, hours: [...new Set(d.hours)].sort() }))
        .sort((a, b) => a.weekday - b.weekday);
    set(
      'agenda',
      input.agenda && {
        ...input.agenda,
        delivery: sortWeek(input.agenda.delivery),
        pickup: sortWeek(input.agenda.pickup),
      },
    );
  }
  set('comandaFacil', input.comandaFacil);
  if (input.comandaFacil_actions) set('comandaFacilActions', [...new Set(input.comandaFacil_actions)]);
  set('comandaFacilOpenOrder', input.comandaFacil_open_order);
  set('comandaFacilAutoOrder', input.comandaFacil_auto_order);
  set('comandaFacilOption', input.comandaFacil_option);
  set('comandaFacilAppPaymentOnly', input.comandaFacil_app_payment_only);
  if (input.consume_places) {
    set(
      'consumePlaces',
      input.consume_places.map((c) => ({ id: c._id ?? randomUUID(), kind: c.kind, name: c.name, active: c.active })),
    );
  }
  set('wifiPassword', input.wifi_password);
  set('acceptCash', input.accept_cash);
  if (input.card_brands) set('cardBrands', [...new Set(input.card_brands)]);
  set('paymentsServiceEnabled', input.payments_service_enabled);
  set('paymentsSellerId', input.payments_seller_id);
  set('maxInstallments', input.max_installments);
  set('fidelidadeEnabled', input.fidelidade_enabled);
  if (input.cashback_perc !== undefined) set('cashbackPercBp', Math.round(input.cashback_perc * 100));
  if (input.cashback_min_saque !== undefined) set('cashbackMinSaqueCents', cents(input.cashback_min_saque));
  set('cashbackValidityDays', input.cashback_validity_days);
  if (input.referral_reward !== undefined) set('referralRewardCents', cents(input.referral_reward));
  set('forceReferredBy', input.force_referred_by);
  set('firstPurchaseBlock', input.first_purchase_block);
  if (input.templates) {
    const templates: TemplatesRecord = {};
    for (const [key, text] of Object.entries(input.templates)) {
      if (text) templates[key as keyof TemplatesRecord] = text;
    }
    set('templates', templates);
  }
  set('cardsMenu', input.cards_menu);
  set('marketplace', input.marketplace);
  set('branchMode', input.branchMode);
  set('serviceSupplier', input.service_supplier);
  set('clinicEnabled', input.clinicEnabled);
  set('restaurantEnabled', input.restaurantEnabled);
  set('newUserFlow', input.new_user_flow);
  return v;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The seller field's refusal: 400 (409 when another place has it, 502 when the provider did not answer). */
function sellerError(rule: 'sellerUnknown' | 'sellerTaken' | 'sellerUnreachable') {
  const status = rule === 'sellerTaken' ? 409 : rule === 'sellerUnreachable' ? 502 : 400;
  const code =
    rule === 'sellerTaken' ? 'seller_taken' : rule === 'sellerUnreachable' ? 'seller_unreachable' : 'validation';
  return new AppError(code, settingsMessage('sellerId', rule), status, {
    errorType: code,
    extra: { field: 'payments_seller_id' },
  });
}

export function createSettingsService(deps: {
  repo: SettingsRepo;
  places: PlaceCache;
  /**
   * Asks the payments provider about a seller id (integrations/payments checkSeller). A seller is
   * stored only once the provider knows it, and one seller serves one place (decision 046).
   */
  checkSeller?: (id: string) => Promise<SellerCheck>;
  /** Other caches built from the place row (none today besides the place cache). */
  onChange?: ((placeId: string) => void)[];
}) {
  const answer = (row: PlaceRecord, actor: Actor): AdminSettingsResponse => ({
    settings: toAdminSettings(row),
    owner: actor.manager?.isOwner === true,
    owner_only: [...OWNER_ONLY_SETTINGS],
  });
  /**
   * A new seller id (or one saved before verification existed) is checked before it is stored:
   * no other place has it, and the provider knows it. Its verification time goes with it.
   */
  async function sellerValues(row: PlaceRecord, values: Insert): Promise<Insert> {
    if (!('paymentsSellerId' in values)) return {};
    const id = values.paymentsSellerId ?? null;
    if (id === null) return { paymentsSellerVerifiedAt: null };
    if (id === row.paymentsSellerId) {
      if (row.paymentsSellerVerifiedAt) return {};
      // Saved before sellers were verified: verified now if the provider knows it; the rest of
      // the form is saved either way (the seller takes no charge until then).
      const check = deps.checkSeller ? await deps.checkSeller(id) : 'unreachable';
      return check === 'verified' ? { paymentsSellerVerifiedAt: new Date() } : {};
    }
    if (await deps.repo.sellerTaken(id, row.id)) throw sellerError('sellerTaken');
    const check = deps.checkSeller ? await deps.checkSeller(id) : 'unreachable';
    if (check === 'unknown') throw sellerError('sellerUnknown');
    if (check === 'unreachable') throw sellerError('sellerUnreachable');
    return { paymentsSellerVerifiedAt: new Date() };
  }

  const load = async (actor: Actor) => {
    const row = await deps.repo.find(placeOf(actor).id);
    if (!row) throw notFound('Estabelecimento não encontrado.');
    return row;
  };
  return {
    async readSettings(actor: Actor): Promise<CallResult<'admin/settings/get'>> {
      return answer(await load(actor), actor);
    },

    async updateSettings(
      actor: Actor,
      input: CallInput<'admin/settings/update'>,
    ): Promise<CallResult<'admin/settings/update'>> {
      const row = await load(actor);
      const current = toAdminSettings(row);
      if (!actor.manager?.isOwner) {
        // A manager's form carries the owner-only fields read-only: refuse only a change.
        for (const key of OWNER_ONLY_SETTINGS) {
          if (input[key] !== undefined && !same(input[key], current[key])) {
            throw new AppError('owner_only', settingsSentence('ownerOnly', { field: OWNER_ONLY_LABELS[key] }), 403, {
              errorType: 'owner_only',
              extra: { field: key },
            });
          }
        }
      }
      const values = toRow(input as Partial<SettingsFields>);
      Object.assign(values, await sellerValues(row, values));
      let updated: PlaceRecord;
      try {
        updated = Object.keys(values).length ? await deps.repo.update(row.id, values) : row;
      } catch (error) {
        // Another place saved the same seller at the same moment: the unique index decided.
        if (isUniqueViolation(error, 'places_payments_seller_id')) throw sellerError('sellerTaken');
        throw error;
      }
      deps.places.invalidate(row.id);
      for (const hook of deps.onChange ?? []) hook(row.id);
      return answer(updated, actor);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
