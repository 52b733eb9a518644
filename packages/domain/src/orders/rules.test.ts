import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../shared/messages.ts';
import {
  asksForPickup,
  canChangeStatus,
  deliversToAddress,
  EXPIRY_UNITS,
  type ExpiryUnit,
  expiryLabel,
  expiryToDisplay,
  expiryToHours,
  expiryUnitLabelKey,
  formatDateTime,
  formatExpiryLabel,
  isExpiryConfirmEnabled,
  isOrderStatus,
  isPendingStatus,
  nextPollCounter,
  ORDER_STATUS,
  orderStatusLabelKey,
  orderViewStatusLabelKey,
  releasesStock,
  shouldKeepPolling,
  validateExpiryDuration,
} from './rules.ts';

const text = (key: Parameters<typeof formatMessage>[0]) => formatMessage(key);

describe('order status', () => {
  it('uses the codes of spec 1 §4', () => {
    expect(ORDER_STATUS).toEqual({
      REFUSED: 0,
      ACCEPTED: 1,
      PENDING: 2,
      OUT_FOR_DELIVERY: 3,
      DELIVERED: 4,
      CANCELLED: 5,
      ERROR: 6,
      CLOSED: 7,
    });
  });

  it('labels lists (my orders)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((s) => text(orderStatusLabelKey(s)))).toEqual([
      'Recusado',
      'Aceito',
      'Pendente',
      'Saiu para entrega',
      'Entregue',
      'Cancelado',
      'Erro',
      'Conta fechada',
    ]);
  });

  it('reads 7 as paid for open orders only', () => {
    expect(text(orderStatusLabelKey(7, { openOrder: true }))).toBe('Pago');
    expect(text(orderStatusLabelKey(5, { openOrder: true }))).toBe('Cancelado');
  });

  it('labels the single-order view', () => {
    expect([0, 1, 2, 4, 5].map((s) => text(orderViewStatusLabelKey(s)))).toEqual([
      'Cancelado',
      'Aceito',
      'Pendente',
      'Entregue',
      'Não atendido',
    ]);
    expect(text(orderViewStatusLabelKey(3))).toBe('Saiu para entrega');
    expect(text(orderViewStatusLabelKey(7, { openOrder: true }))).toBe('Pago');
  });

  it('labels unknown codes as unknown', () => {
    expect(orderStatusLabelKey(8)).toBe('orderUnknown');
    expect(orderStatusLabelKey(-1)).toBe('orderUnknown');
    expect(orderViewStatusLabelKey(1.5)).toBe('orderUnknown');
    expect(isOrderStatus(7)).toBe(true);
    expect(isOrderStatus('2')).toBe(false);
  });

  it('keeps only status 2 as pending', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter(isPendingStatus)).toEqual([2]);
  });

  it('polls with a counter rising by 2 until 100', () => {
    let counter = 0;
    let polls = 0;
    while (shouldKeepPolling(counter, true)) {
      counter = nextPollCounter(counter);
      polls++;
    }
    expect([counter, polls]).toEqual([100, 50]);
    expect(shouldKeepPolling(0, false)).toBe(false);
  });
});

describe('expiry units', () => {
  it('are hours 1, days 24, weeks 168, months 720', () => {
    expect(EXPIRY_UNITS).toEqual({ hours: 1, days: 24, weeks: 168, months: 720 });
  });

  it.each([
    [0, 0, 'hours'],
    [1, 1, 'hours'],
    [36, 36, 'hours'],
    [24, 1, 'days'],
    [48, 2, 'days'],
    [168, 1, 'weeks'],
    [336, 2, 'weeks'],
    [720, 1, 'months'],
    [1440, 2, 'months'],
    [5040, 7, 'months'], // also 30 weeks: the largest unit wins
    [504, 3, 'weeks'],
    [2160, 3, 'months'],
    [23, 23, 'hours'],
  ])('%d hours show as %d %s', (hours, amount, unit) => {
    expect(expiryToDisplay(hours)).toEqual({ amount, unit });
  });

  it('rejects negative or fractional hours', () => {
    expect(() => expiryToDisplay(-1)).toThrow(RangeError);
    expect(() => expiryToDisplay(1.5)).toThrow(RangeError);
  });

  it('round-trips every duration the dialog can store', () => {
    const unit = fc.constantFrom<ExpiryUnit>('hours', 'days', 'weeks', 'months');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), unit, (amount, u) => {
        const display = expiryToDisplay(expiryToHours(amount, u));
        expect(expiryToHours(display.amount, display.unit)).toBe(expiryToHours(amount, u));
        expect(EXPIRY_UNITS[display.unit]).toBeGreaterThanOrEqual(EXPIRY_UNITS[u]);
        expect(Number.isInteger(display.amount)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (hours) => {
        const { amount, unit } = expiryToDisplay(hours);
        return expiryToDisplay(expiryToHours(amount, unit)).unit === unit && expiryToHours(amount, unit) === hours;
      }),
    );
  });

  it('validates the duration field from 1 to 999', () => {
    expect(validateExpiryDuration(1)).toBeNull();
    expect(validateExpiryDuration(999)).toBeNull();
    for (const n of [0, 1000, -1, 1.5, Number.NaN, null, undefined]) {
      expect(validateExpiryDuration(n)).toBe('expiryRange');
    }
  });

  it('enables confirm when not expiring, with a valid duration, or with a date', () => {
    expect(isExpiryConfirmEnabled({ dontExpire: true })).toBe(true);
    expect(isExpiryConfirmEnabled({ dontExpire: false, duration: 3 })).toBe(true);
    expect(isExpiryConfirmEnabled({ dontExpire: false, duration: 0 })).toBe(false);
    expect(isExpiryConfirmEnabled({ dontExpire: false, duration: 1000 })).toBe(false);
    expect(isExpiryConfirmEnabled({ dontExpire: false, duration: null, date: '2024-07-01T12:00:00Z' })).toBe(true);
    expect(isExpiryConfirmEnabled({ dontExpire: false, date: new Date('2024-07-01') })).toBe(true);
    expect(isExpiryConfirmEnabled({ dontExpire: false, date: 'not a date' })).toBe(false);
    expect(isExpiryConfirmEnabled({ dontExpire: false, duration: null, date: null })).toBe(false);
    expect(isExpiryConfirmEnabled({ dontExpire: false, date: '' })).toBe(false);
  });
});

describe('expiry label', () => {
  it("shows 'Não expira' when expiry is 0 or dontExpire is set", () => {
    expect(expiryLabel(0, false, 48)).toEqual({ key: 'expiryNever' });
    expect(expiryLabel(72, true, 48)).toEqual({ key: 'expiryNever' });
    expect(expiryLabel(null, false, 0)).toEqual({ key: 'expiryNever' });
    expect(expiryLabel(undefined, false, null)).toEqual({ key: 'expiryNever' });
    expect(formatExpiryLabel(expiryLabel(0, false, 48))).toBe('Não expira');
  });

  it("uses the order's own hours, else the place's order_expiration_time", () => {
    expect(expiryLabel(48, false, 24)).toEqual({ key: 'expiryIn', amount: 2, unit: 'days' });
    expect(expiryLabel(null, false, 24)).toEqual({ key: 'expiryIn', amount: 1, unit: 'days' });
    expect(formatExpiryLabel(expiryLabel(48, false, 24))).toBe('Expira em 2 dias');
    expect(formatExpiryLabel(expiryLabel(null, false, 720))).toBe('Expira em 1 mês');
    expect(formatExpiryLabel(expiryLabel(1, false, null))).toBe('Expira em 1 hora');
    expect(formatExpiryLabel(expiryLabel(336, false, null), 'en')).toBe('Expires in 2 weeks');
    expect(formatExpiryLabel({ key: 'expiryNever' }, 'en')).toBe('Does not expire');
  });

  it('picks singular for 1 and plural otherwise', () => {
    expect(expiryUnitLabelKey('days', 1)).toBe('unitDaysOne');
    expect(expiryUnitLabelKey('days', 2)).toBe('unitDaysOther');
    expect(expiryUnitLabelKey('months', 0)).toBe('unitMonthsOther');
  });
});

describe('formatDateTime', () => {
  it("writes 'dd/mm/yyyy - HHhMM' in São Paulo time", () => {
    expect(formatDateTime(new Date('2024-03-05T15:07:00Z'))).toBe('05/03/2024 - 12h07');
    expect(formatDateTime('2024-01-01T02:05:00Z')).toBe('31/12/2023 - 23h05');
    expect(formatDateTime('2024-06-15T03:00:00Z')).toBe('15/06/2024 - 00h00');
    expect(formatDateTime(Date.UTC(2024, 11, 25, 23, 59))).toBe('25/12/2024 - 20h59');
  });

  it('uses the historical summer-time offset', () => {
    // Brazil had DST (UTC-2) until 2019; January 2018 was summer time in São Paulo.
    expect(formatDateTime('2018-01-10T12:00:00Z')).toBe('10/01/2018 - 10h00');
  });

  it('throws on invalid dates', () => {
    expect(() => formatDateTime('nope')).toThrow(RangeError);
  });

  it('always matches the pattern', () => {
    const instant = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(fc.property(instant, (ms) => /^\d{2}\/\d{2}\/\d{4} - \d{2}h\d{2}$/.test(formatDateTime(ms))));
  });
});

describe('order status machine', () => {
  it('allows exactly the board transitions', () => {
    const allowed: [number, number][] = [
      [2, 1],
      [2, 0],
      [2, 5],
      [1, 3],
      [1, 4],
      [1, 5],
      [3, 4],
      [3, 5],
    ];
    for (let from = -1; from <= 8; from++) {
      for (let to = -1; to <= 8; to++) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canChangeStatus(from, to), `${from}→${to}`).toBe(expected);
      }
    }
  });

  it('gives stock back only for refused, cancelled and payment error', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter(releasesStock)).toEqual([0, 5, 6]);
  });
});

describe('pickup', () => {
  it('a delivery naming where it is collected asks for pickup; a blank name or a local order does not', () => {
    expect(asksForPickup({ delivery_type: 1, pickupplace: 'Balcão' })).toBe(true);
    expect(asksForPickup({ delivery_type: 1, pickupplace: '  ' })).toBe(false);
    expect(asksForPickup({ delivery_type: 1 })).toBe(false);
    expect(asksForPickup({ delivery_type: 2, pickupplace: 'Balcão' })).toBe(false);
  });

  it('only a delivery that is not a pickup leaves for an address', () => {
    expect(deliversToAddress({ delivery_type: 1, pickup: false })).toBe(true);
    expect(deliversToAddress({ delivery_type: 1, pickup: true })).toBe(false);
    expect(deliversToAddress({ delivery_type: 2, pickup: false })).toBe(false);
  });
});
