import { describe, expect, it } from 'vitest';
import { answerAnonymously, type Handlers } from './http.ts';

// An answer that breaks its own contract is the server's fault: it must surface as an error the
// error handler turns into a 500, never as a 400 'validation' naming a field to the caller.
describe('answers that break their contract', () => {
  it('throws a plain error naming the call and the failing paths, not a validation AppError', async () => {
    const handlers = { preloginprime: async () => ({ restaurant_data: { slug: 42 } }) } as unknown as Handlers;
    const answer = answerAnonymously(
      handlers,
      'preloginprime',
      { place: { id: 'p', slug: 'p' } as never, ip: '127.0.0.1' },
      {},
    );
    await expect(answer).rejects.toThrow(/^The answer of preloginprime breaks its contract at restaurant_data/);
    await expect(answer).rejects.not.toHaveProperty('status', 400);
  });
});
