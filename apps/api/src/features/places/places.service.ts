import type { CallResult } from '@app/domain';
import type { PlaceSettings } from '@app/domain/places/schemas';
import { centsToReais } from '@app/domain/shared/money';
import type { SocialClient } from '../../integrations/identity/port.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { PlaceCache } from './place-cache.ts';
import type { PlaceRecord } from './places.repo.ts';

type Menu = PlaceSettings['menu'];

/** The place's mode switches (storefront, clinic, marketplace…), as preloginprime and the settings screen show them. */
export function toModeFlags(row: PlaceRecord) {
  return {
    cards_menu: row.cardsMenu,
    marketplace: row.marketplace,
    branchMode: row.branchMode,
    service_supplier: row.serviceSupplier,
    clinicEnabled: row.clinicEnabled,
    restaurantEnabled: row.restaurantEnabled,
    new_user_flow: row.newUserFlow,
  };
}

/** A delivery district as the storefront and the settings screen show it (fee in reais). */
export function toDistrictView(d: PlaceRecord['deliveryDistricts'][number]) {
  return { name: d.name, city: d.city, uf: d.uf, fee: centsToReais(d.fee_cents), free: d.free };
}

export function toPlaceSettings(row: PlaceRecord, webappLink: string, menu: Menu = []): PlaceSettings {
  return {
    _id: row.id,
    slug: row.slug,
    restaurantname: row.name,
    address: row.address,
    city: row.city,
    uf: row.uf,
    photo: row.photo,
    banner: row.banner,
    primary_color: row.primaryColor,
    delivery_time: row.deliveryTimeMinutes,
    min_order: centsToReais(row.minOrderCents),
    business_hours: row.businessHours,
    card_brands: row.cardBrands,
    aberto: row.open,
    closed_place: row.closedPlace,
    delivery: row.delivery,
    pickup: row.pickup,
    delivery_districts: row.deliveryDistricts.map(toDistrictView),
    delivery_agenda: row.deliveryAgenda,
    delivery_agenda_only: row.deliveryAgendaOnly,
    comandaFacil: row.comandaFacil,
    comandaFacil_actions: row.comandaFacilActions,
    comandaFacil_open_order: row.comandaFacilOpenOrder,
    comandaFacil_auto_order: row.comandaFacilAutoOrder,
    comandaFacil_option: row.comandaFacilOption,
    comandaFacil_app_payment_only: row.comandaFacilAppPaymentOnly,
    ...toModeFlags(row),
    force_referred_by: row.forceReferredBy,
    cpf_required: row.cpfRequired,
    accept_cash: row.acceptCash,
    fidelidade_enabled: row.fidelidadeEnabled,
    cashback_perc: row.cashbackPercBp / 100,
    cashback_min_saque: centsToReais(row.cashbackMinSaqueCents),
    order_expiration_time: row.orderExpirationHours,
    // The storefront offers card and Pix only where the server takes them: a confirmed seller (decision 046).
    payments_service_enabled: row.paymentsServiceEnabled && row.paymentsSellerVerifiedAt !== null,
    payments_seller_id: row.paymentsSellerVerifiedAt ? row.paymentsSellerId : null,
    first_purchase_block: row.firstPurchaseBlock,
    templates: row.templates,
    webapp_link: webappLink,
    support_link: row.supportLink,
    pickup_places: row.pickupPlaces,
    max_installments: row.maxInstallments,
    max_quantity_per_item: row.maxQuantityPerItem,
    max_items_per_order: row.maxItemsPerOrder,
    max_lines_per_order: row.maxLinesPerOrder,
    menu,
  };
}

/** The login's step 0: which buttons to show and how each opens its provider. */
const socialProviders = (clients: SocialClient[]) => ({
  google: clients.some((c) => c.provider === 'google'),
  apple: clients.some((c) => c.provider === 'apple'),
  clients,
});

export function createPlacesService(deps: {
  places: PlaceCache;
  publicUrl?: string;
  sandbox: boolean;
  /** The Google and Apple sign-in clients configured (integrations/identity). */
  socialClients: () => SocialClient[];
  /** The place's active menu categories, from memory on a hit (catalogue's menu cache). */
  menu: { find(placeId: string): Promise<Menu> };
}) {
  const linkOf = (row: PlaceRecord) => `${deps.publicUrl ?? ''}/p/${row.slug}/`;
  return {
    async readStorefront(actor: Actor): Promise<CallResult<'preloginprime'>> {
      const row = actor.place ? await deps.places.find(actor.place.id) : null;
      if (!row) throw new AppError('not_found', 'Estabelecimento não encontrado.', 404);
      const settings = toPlaceSettings(row, linkOf(row), await deps.menu.find(row.id));
      const ufs = new Set<string>();
      const cities = new Map<string, { name: string; uf: string }>();
      for (const d of row.deliveryDistricts) {
        ufs.add(d.uf);
        cities.set(`${d.uf}/${d.city}`, { name: d.city, uf: d.uf });
      }
      if (row.uf) ufs.add(row.uf);
      if (row.city && row.uf) cities.set(`${row.uf}/${row.city}`, { name: row.city, uf: row.uf });
      return {
        restaurant_data: settings,
        uf_list: [...ufs].sort().map((uf) => ({ uf })),
        cidade_list: [...cities.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
        district_list: settings.delivery_districts.map((d) => ({ name: d.name, city: d.city, fee: d.fee })),
        order_wait_time: row.deliveryTimeMinutes,
        support_link: row.supportLink,
        auth_providers: socialProviders(deps.socialClients()),
        sandbox: deps.sandbox,
      };
    },
  };
}
export type PlacesService = ReturnType<typeof createPlacesService>;
