import { describe, expect, it } from 'vitest';
import {
  availableKinds,
  availableMethods,
  deliveryTypeOf,
  effectiveKind,
  effectiveMethod,
  loyaltySwitchState,
  needsKindDialog,
  type PlaceRules,
  paymentOptions,
  pickupPlaceOf,
  showsDeliveryFee,
  validateChange,
  validateDetails,
  whereOf,
} from './checkout-rules.ts';

const place: PlaceRules = {
  aberto: true,
  closed_place: false,
  delivery: true,
  pickup: true,
  delivery_agenda: true,
  delivery_agenda_only: false,
  comandaFacil: false,
  service_supplier: false,
  cpf_required: false,
  accept_cash: true,
  card_brands: ['visa'],
  fidelidade_enabled: true,
  cashback_min_saque: 10,
};

describe('order kind', () => {
  it('offers now and scheduled with delivery and an agenda; the dialog appears until one is chosen', () => {
    expect(availableKinds(place)).toEqual(['now', 'scheduled']);
    expect(needsKindDialog(place, undefined)).toBe(true);
    expect(needsKindDialog(place, 'now')).toBe(false);
    expect(effectiveKind(place, undefined)).toBeNull();
  });
  it('a single kind needs no dialog', () => {
    const only = { ...place, delivery_agenda: false };
    expect(availableKinds(only)).toEqual(['now']);
    expect(needsKindDialog(only, undefined)).toBe(false);
    expect(effectiveKind(only, undefined)).toBe('now');
    expect(availableKinds({ ...place, delivery_agenda_only: true })).toEqual(['scheduled']);
  });
  it('local orders for tab-easy places without a supplier', () => {
    expect(availableKinds({ ...place, delivery: false, pickup: false, comandaFacil: true })).toEqual(['local']);
    expect(availableKinds({ ...place, comandaFacil: true, service_supplier: true })).not.toContain('local');
  });
});

describe('delivery method', () => {
  it('must be chosen when both exist; one is taken when alone', () => {
    expect(availableMethods(place)).toEqual(['delivery', 'pickup']);
    expect(effectiveMethod(place, 'now', undefined)).toBeNull();
    expect(effectiveMethod({ ...place, pickup: false }, 'now', undefined)).toBe('delivery');
    expect(effectiveMethod(place, 'local', 'delivery')).toBeNull();
  });
  it('the fee line shows for delivery only', () => {
    expect(showsDeliveryFee('now', 'delivery')).toBe(true);
    expect(showsDeliveryFee('now', 'pickup')).toBe(false);
    expect(showsDeliveryFee('local', null)).toBe(false);
  });
  it('puts the address or the pickup place on the wire', () => {
    expect(whereOf('now', 'delivery', 'a1', 'Loja')).toEqual({ delivery_type: 1, address_id: 'a1' });
    expect(whereOf('scheduled', 'pickup', 'a1', 'Loja')).toEqual({ delivery_type: 1, pickupplace: 'Loja' });
    expect(whereOf('local', null, 'a1', 'Loja')).toEqual({ delivery_type: 2 });
  });
});

describe('details (spec 1 §5)', () => {
  const ctx = { place, staff: false, kind: 'now' as const, method: 'delivery' as const, paymentType: 0 };
  it('phone is required for customers, not for staff', () => {
    expect(validateDetails({ address_id: 'a' }, ctx)).toEqual({ phone: 'phoneContact' });
    expect(validateDetails({ address_id: 'a' }, { ...ctx, staff: true })).toEqual({});
    expect(validateDetails({ address_id: 'a', phone: '1198765' }, ctx)).toEqual({ phone: 'phoneInvalid' });
  });
  it('CPF when cpf_required, except staff and payment type 4', () => {
    const cpfPlace = { ...ctx, place: { ...place, cpf_required: true } };
    const base = { address_id: 'a', phone: '11987654321' };
    expect(validateDetails(base, cpfPlace)).toEqual({ cpf: 'cpfCnpjRequired' });
    expect(validateDetails({ ...base, cpf: '111' }, cpfPlace)).toEqual({ cpf: 'cpfCnpjInvalid' });
    expect(validateDetails(base, { ...cpfPlace, paymentType: 4 })).toEqual({});
    expect(validateDetails(base, { ...cpfPlace, staff: true })).toEqual({});
  });
  it('e-mail and birth date for service suppliers, not from staff (as the server)', () => {
    const supplier = { ...ctx, place: { ...place, service_supplier: true } };
    expect(validateDetails({ address_id: 'a', phone: '11987654321' }, supplier)).toEqual({
      email: 'required',
      birthdate: 'required',
    });
    expect(validateDetails({ address_id: 'a' }, { ...supplier, staff: true })).toEqual({});
    expect(validateDetails({ address_id: 'a', phone: '11987654321', email: 'x@' }, ctx)).toEqual({
      email: 'emailInvalid',
    });
  });
  it('delivery method, time and address', () => {
    const phone = '11987654321';
    expect(validateDetails({ phone }, { ...ctx, method: null })).toEqual({ method: 'deliveryMethod' });
    expect(validateDetails({ phone }, { ...ctx, kind: 'scheduled', method: 'pickup' })).toEqual({
      agenda: 'chooseTime',
    });
    expect(validateDetails({ phone }, ctx)).toEqual({ address: 'required' });
    expect(validateDetails({ phone }, { ...ctx, kind: 'local', method: null })).toEqual({});
  });
});

describe('payment, change and loyalty', () => {
  it('offers cash, card on delivery and link; online types only when available', () => {
    expect(paymentOptions(place)).toEqual([0, 1, 4]);
    expect(paymentOptions({ ...place, accept_cash: false, card_brands: [] })).toEqual([4]);
    expect(paymentOptions(place, [2, 3])).toEqual([0, 1, 2, 3, 4]);
  });
  it('change covers the total and asks at most R$ 500,00 back', () => {
    expect(validateChange(null, 5000)).toBeNull();
    expect(validateChange(5000, 5000)).toBeNull();
    expect(validateChange(4999, 5000)).toBe('changeTooLow');
    expect(validateChange(55000, 5000)).toBeNull();
    expect(validateChange(55001, 5000)).toBe('changeTooHigh');
  });
  it('loyalty switch: hidden for staff and open orders, disabled below the minimum', () => {
    const base = { place, staff: false, openOrderMode: false, cashbackCoupon: 'CASH1', totalCashReais: 12 };
    expect(loyaltySwitchState(base)).toBe('enabled');
    expect(loyaltySwitchState({ ...base, totalCashReais: 9.99 })).toBe('disabled');
    expect(loyaltySwitchState({ ...base, staff: true })).toBe('hidden');
    expect(loyaltySwitchState({ ...base, openOrderMode: true })).toBe('hidden');
    expect(loyaltySwitchState({ ...base, place: { ...place, fidelidade_enabled: false } })).toBe('hidden');
  });
});

describe('pickup place', () => {
  const place = { address: 'Praça da República, 100', restaurantname: 'Cantina' };
  it("is one of the place's pickup places, the chosen one or else the first", () => {
    const listed = { ...place, pickup_places: ['Balcão', 'Drive-thru'] };
    expect(pickupPlaceOf(listed, undefined)).toEqual({ value: 'Balcão', choices: ['Balcão', 'Drive-thru'] });
    expect(pickupPlaceOf(listed, 'Drive-thru').value).toBe('Drive-thru');
    expect(pickupPlaceOf(listed, 'Removido').value).toBe('Balcão');
  });

  it('is the address when the place lists none', () => {
    expect(pickupPlaceOf({ ...place, pickup_places: [' '] }, 'x')).toEqual({ value: place.address, choices: [] });
    expect(pickupPlaceOf({ restaurantname: 'Cantina' }, undefined).value).toBe('Cantina');
  });
});

describe('service orders at a clinic', () => {
  it('a service-supplier place with no delivery nor pickup sends service orders (type 2)', () => {
    expect(deliveryTypeOf(null, true)).toBe(2);
    expect(deliveryTypeOf(null, false)).toBe(1);
    expect(deliveryTypeOf('local')).toBe(2);
    expect(whereOf(null, null, undefined, '', true)).toEqual({ delivery_type: 2 });
  });
});
