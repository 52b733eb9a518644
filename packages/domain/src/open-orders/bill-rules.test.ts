import { describe, expect, it } from 'vitest';
import { availableCents, equalShareCents, ownShareCents, partAmountCents } from './bill-rules.ts';

describe('bill parts (decision 110)', () => {
  it('an equal share rounds up; three shares of R$ 141,57 leave the last one the rest', () => {
    expect(equalShareCents(14_157, 3)).toBe(4719);
    expect(equalShareCents(10_000, 3)).toBe(3334);
    const bill = { totalCents: 10_000, feeBp: 1000 };
    const first = partAmountCents({ mode: 'equal', parts: 3 }, { ...bill, availableCents: 10_000 });
    const second = partAmountCents({ mode: 'equal', parts: 3 }, { ...bill, availableCents: 6666 });
    const last = partAmountCents({ mode: 'equal', parts: 3 }, { ...bill, availableCents: 3332 });
    expect([first?.amountCents, second?.amountCents, last?.amountCents]).toEqual([3334, 3334, 3332]);
  });

  it("by items: the payer's consumption with the fee, less what they paid alone", () => {
    expect(ownShareCents(4290, 1000)).toBe(4719);
    const part = partAmountCents(
      { mode: 'items', ownConsumptionCents: 4290, ownPaidCents: 1000 },
      { totalCents: 20_000, feeBp: 1000, availableCents: 20_000 },
    );
    expect(part).toEqual({ amountCents: 3719, exceeds: false });
  });

  it('a typed amount above what is available is refused, not cut; nothing left answers null', () => {
    const bill = { totalCents: 5000, feeBp: 0, availableCents: 1000 };
    expect(partAmountCents({ mode: 'amount', amountCents: 1500 }, bill)).toEqual({ amountCents: 1500, exceeds: true });
    expect(partAmountCents({ mode: 'amount', amountCents: 1000 }, bill)).toEqual({ amountCents: 1000, exceeds: false });
    expect(partAmountCents({ mode: 'amount', amountCents: 10 }, { ...bill, availableCents: 0 })).toBeNull();
    expect(availableCents(1000, 1500)).toBe(0);
    expect(availableCents(5000, 1500)).toBe(3500);
  });
});
