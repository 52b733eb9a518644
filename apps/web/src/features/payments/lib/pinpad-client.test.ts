import type { PinpadEvent } from '@app/domain/payments/pinpad';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Simulator, startSimulator } from '../../../../../../scripts/pinpad/simulator.ts';
import { chargeOnPinpad, PinpadConnectionError, type SocketFactory } from './pinpad-client.ts';

// The client against the real simulator, started in-process on a free port.

const socketFactory: SocketFactory = (url) => new WebSocket(url) as never;
const charge = {
  marketplaceId: 'mkt',
  publishableKey: 'zpk_test',
  sellerId: 'seller-1',
  paymentType: 'credit' as const,
  valueInCents: 4590,
  numberOfInstallments: 3,
  metadata: { buyer_id: 'buyer-1', reference_id: 'order-1', seller_id: 'seller-1' },
};

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ port: 0, stepMs: 5 });
});
afterAll(() => sim.close());

function pay(overrides: Partial<typeof charge> = {}) {
  const events: PinpadEvent[] = [];
  const session = chargeOnPinpad(
    { ...charge, ...overrides },
    { url: sim.url, socketFactory, onEvent: (e) => events.push(e) },
  );
  return { session, events };
}

describe('pin pad client against the simulator', () => {
  it('charges and hears the terminal texts, then paymentSuccessful', async () => {
    sim.setScript([{ result: 'approve' }]);
    const { session, events } = pay();
    const result = await session.result;
    session.close();
    expect(result.type).toBe('paymentSuccessful');
    expect(result).toMatchObject({ valueInCents: 4590, numberOfInstallments: 3, metadata: charge.metadata });
    expect(events.filter((e) => e.type === 'message').map((e) => (e as { text: string }).text)).toContain(
      'DIGITE A SENHA',
    );
    expect(sim.charges.at(-1)).toMatchObject({ type: 'charge', ...charge });
  });

  it('reports wrong PINs with the attempts left, then a decline', async () => {
    sim.setScript([{ result: 'decline', wrongPins: 2 }]);
    const { session, events } = pay();
    expect((await session.result).type).toBe('paymentFailed');
    session.close();
    expect(events.filter((e) => e.type === 'pinError')).toEqual([
      { type: 'pinError', error: 'WRONG_PIN', attempts: 2 },
      { type: 'pinError', error: 'WRONG_PIN', attempts: 1 },
    ]);
  });

  it('blocks the card after the last attempt', async () => {
    sim.setScript([{ result: 'approve', wrongPins: 3 }]);
    const { session, events } = pay();
    expect(await session.result).toEqual({ type: 'paymentFailed', reason: 'SENHA BLOQUEADA' });
    session.close();
    expect(events.at(-2)).toEqual({ type: 'pinError', error: 'NO_MORE_PIN_ATTEMPTS', attempts: 0 });
  });

  it('aborts on the terminal or from the browser', async () => {
    sim.setScript([{ result: 'abort' }]);
    const first = pay();
    expect((await first.session.result).type).toBe('paymentAborted');
    first.session.close();

    const slow = await startSimulator({ port: 0, stepMs: 200 });
    const session = chargeOnPinpad(charge, { url: slow.url, socketFactory });
    setTimeout(() => session.abort(), 50);
    expect((await session.result).type).toBe('paymentAborted');
    session.close();
    await slow.close();
  });

  it('refuses a malformed charge', async () => {
    const { session } = pay({ valueInCents: 0 });
    await expect(session.result).rejects.toMatchObject({ stage: 'refused' });
    session.close();
  });

  it('fails with a connection error when no terminal runs', async () => {
    const dead = await startSimulator({ port: 0 });
    const url = dead.url;
    await dead.close();
    const session = chargeOnPinpad(charge, { url, socketFactory });
    await expect(session.result).rejects.toBeInstanceOf(PinpadConnectionError);
  });
});
