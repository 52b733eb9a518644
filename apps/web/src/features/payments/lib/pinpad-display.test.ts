import { describe, expect, it } from 'vitest';
import { type DisplayAction, INITIAL_DISPLAY, pinpadDisplay } from './pinpad-display.ts';

const run = (...actions: DisplayAction[]) => actions.reduce(pinpadDisplay, INITIAL_DISPLAY);
const msg = (text: string): DisplayAction => ({ kind: 'event', event: { type: 'message', text } });

describe('pin pad display', () => {
  it('shows the terminal text, then the result text, then RETIRE O CARTAO', () => {
    let s = run(msg('INSIRA OU PASSE O CARTAO'));
    expect(s).toMatchObject({ phase: 'charging', text: 'INSIRA OU PASSE O CARTAO' });
    s = pinpadDisplay(s, { kind: 'event', event: { type: 'paymentFailed', reason: 'x' } });
    expect(s).toMatchObject({ phase: 'done', text: 'TRANSACAO FALHOU', result: 'paymentFailed' });
    expect(pinpadDisplay(s, { kind: 'removeCard' }).text).toBe('RETIRE O CARTAO');
  });

  it('has a text per result', () => {
    expect(run({ kind: 'event', event: { type: 'paymentAborted' } }).text).toBe('PAGAMENTO ABORTADO');
    const ok = run({
      kind: 'event',
      event: {
        type: 'paymentSuccessful',
        transactionId: 't',
        valueInCents: 100,
        numberOfInstallments: 1,
        paymentType: 'debit',
        cardBrand: 'visa',
        last4: '0010',
        metadata: { buyer_id: '', reference_id: 'o', seller_id: 's' },
      },
    });
    expect(ok.text).toBe('TRANSACAO APROVADA');
  });

  it('lets a terminal message after the result override ours, and RETIRE O CARTAO', () => {
    const s = run({ kind: 'event', event: { type: 'paymentAborted' } }, msg('OBRIGADO'), { kind: 'removeCard' });
    expect(s.text).toBe('OBRIGADO');
  });

  it('keeps the PIN error with the attempts left; a second result is ignored', () => {
    const s = run(
      { kind: 'event', event: { type: 'pinError', error: 'WRONG_PIN', attempts: 2 } },
      { kind: 'event', event: { type: 'paymentAborted' } },
      { kind: 'event', event: { type: 'paymentFailed', reason: '' } },
    );
    expect(s.pinError).toEqual({ error: 'WRONG_PIN', attempts: 2 });
    expect(s.result).toBe('paymentAborted');
  });

  it('goes unreachable only before a result', () => {
    expect(run({ kind: 'unreachable' }).phase).toBe('unreachable');
    expect(run({ kind: 'event', event: { type: 'paymentAborted' } }, { kind: 'unreachable' }).phase).toBe('done');
  });
});
