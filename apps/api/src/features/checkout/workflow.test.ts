import { describe, expect, it } from 'vitest';
import { type CompensationFailure, defineWorkflow, step } from './workflow.ts';

type Log = { events: string[] };
const ok = (name: string, undo = true) =>
  step<Log>(
    name,
    (s) => {
      s.events.push(`run ${name}`);
    },
    undo
      ? (s) => {
          s.events.push(`undo ${name}`);
        }
      : undefined,
  );
const boom = (name: string, error: Error) =>
  step<Log>(name, (s) => {
    s.events.push(`run ${name}`);
    throw error;
  });

describe('the checkout step runner', () => {
  it('runs the steps in order and compensates nothing when they all succeed', async () => {
    const state = await defineWorkflow('w', [ok('a'), ok('b'), ok('c')]).run({ events: [] });
    expect(state.events).toEqual(['run a', 'run b', 'run c']);
  });

  it('on a failure, compensates the steps that ran, last first, and throws the original error', async () => {
    const refused = new Error('charge refused');
    const state: Log = { events: [] };
    const w = defineWorkflow('w', [ok('a'), ok('b', false), ok('c'), boom('d', refused), ok('e')]);
    await expect(w.run(state)).rejects.toBe(refused);
    // The failing step is not compensated (it did nothing to undo); 'e' never ran; 'b' has nothing to undo.
    expect(state.events).toEqual(['run a', 'run b', 'run c', 'run d', 'undo c', 'undo a']);
  });

  it('a failing compensation neither hides the original error nor stops the other compensations', async () => {
    const refused = new Error('coupon sold out');
    const failures: CompensationFailure[] = [];
    const state: Log = { events: [] };
    const broken = step<Log>(
      'b',
      (s) => {
        s.events.push('run b');
      },
      () => {
        throw new Error('provider down');
      },
    );
    const w = defineWorkflow('w', [ok('a'), broken, boom('c', refused)], {
      onCompensationFailure: (f) => failures.push(f),
    });
    await expect(w.run(state)).rejects.toBe(refused);
    expect(state.events).toEqual(['run a', 'run b', 'run c', 'undo a']);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ workflow: 'w', step: 'b' });
    expect(failures[0]?.error).toEqual(new Error('provider down'));
  });

  it('awaits asynchronous steps and compensations in order', async () => {
    const wait = () => new Promise((r) => setTimeout(r, 5));
    const slow = (name: string) =>
      step<Log>(
        name,
        async (s) => {
          await wait();
          s.events.push(`run ${name}`);
        },
        async (s) => {
          await wait();
          s.events.push(`undo ${name}`);
        },
      );
    const state: Log = { events: [] };
    await expect(defineWorkflow('w', [slow('a'), slow('b'), boom('c', new Error('x'))]).run(state)).rejects.toThrow(
      'x',
    );
    expect(state.events).toEqual(['run a', 'run b', 'run c', 'undo b', 'undo a']);
  });

  it('adds steps before or after a named step, leaving the original workflow as it was', async () => {
    const base = defineWorkflow('w', [ok('price'), ok('create'), ok('pay')]);
    const extended = base.with({ after: 'create' }, ok('open-account')).with({ before: 'price' }, ok('split'));
    expect(extended.steps.map((s) => s.name)).toEqual(['split', 'price', 'create', 'open-account', 'pay']);
    expect(base.steps.map((s) => s.name)).toEqual(['price', 'create', 'pay']);
    const state = await extended.run({ events: [] });
    expect(state.events).toEqual(['run split', 'run price', 'run create', 'run open-account', 'run pay']);
  });

  it('refuses an unknown anchor and a step name used twice', () => {
    const base = defineWorkflow('w', [ok('a')]);
    expect(() => base.with({ after: 'nope' }, ok('b'))).toThrow("no step 'nope'");
    expect(() => base.with({ after: 'a' }, ok('a'))).toThrow("step 'a' appears twice");
  });
});
