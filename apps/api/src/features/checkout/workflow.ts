/**
 * A tiny step runner, after Medusa's workflows (createStep(name, invoke, compensate)): a workflow
 * is an ordered list of named steps sharing one state object; each step has `run` and may have
 * `compensate`. When a step fails, the steps that already ran are compensated in reverse order and
 * the original error is thrown again.
 *
 * Most checkout steps run inside one database transaction; for them the compensation IS the
 * rollback (stock taken, the order row, the coupon use all disappear together), so they declare
 * none. `compensate` is for what a rollback cannot undo: a charge made at the payment provider
 * (void it), a cache told about stock that never moved, a coupon or account held in another
 * system, an event already published. Steps that run after the commit come last, so a failure
 * before them leaves nothing outside the database to undo.
 */

export type Step<S> = {
  readonly name: string;
  run(state: S): Promise<void> | void;
  /** Undoes what `run` did beyond the transaction; called only when a later step failed. */
  compensate?(state: S): Promise<void> | void;
};

/** Where a step is added: before or after a named step of the workflow. */
export type StepPosition = { before: string } | { after: string };

export type Workflow<S> = {
  readonly name: string;
  readonly steps: readonly Step<S>[];
  /** Runs the steps in order; on failure, compensations in reverse, then the original error. */
  run(state: S): Promise<S>;
  /** The same workflow with `steps` added at `at` (open accounts, split bills and the like plug in so). */
  with(at: StepPosition, ...steps: Step<S>[]): Workflow<S>;
};

/** A compensation that failed: reported (logged), never thrown over the step's own error. */
export type CompensationFailure = { workflow: string; step: string; error: unknown };

export function step<S>(name: string, run: Step<S>['run'], compensate?: Step<S>['compensate']): Step<S> {
  return compensate ? { name, run, compensate } : { name, run };
}

export function defineWorkflow<S>(
  name: string,
  steps: readonly Step<S>[],
  options: { onCompensationFailure?: (failure: CompensationFailure) => void } = {},
): Workflow<S> {
  const names = new Set<string>();
  for (const s of steps) {
    if (names.has(s.name)) throw new Error(`workflow ${name}: step '${s.name}' appears twice`);
    names.add(s.name);
  }
  return {
    name,
    steps,
    async run(state) {
      const done: Step<S>[] = [];
      for (const current of steps) {
        try {
          await current.run(state);
        } catch (error) {
          await compensate(done, state, (s, e) =>
            options.onCompensationFailure?.({ workflow: name, step: s, error: e }),
          );
          throw error;
        }
        done.push(current);
      }
      return state;
    },
    with(at, ...added) {
      const anchor = 'before' in at ? at.before : at.after;
      const index = steps.findIndex((s) => s.name === anchor);
      if (index < 0)
        throw new Error(`workflow ${name}: no step '${anchor}' to add steps ${'before' in at ? 'before' : 'after'}`);
      const cut = 'before' in at ? index : index + 1;
      return defineWorkflow(name, [...steps.slice(0, cut), ...added, ...steps.slice(cut)], options);
    },
  };
}

/** Compensates the finished steps, last first; one failing compensation does not stop the others. */
async function compensate<S>(done: Step<S>[], state: S, failed: (step: string, error: unknown) => void) {
  for (const s of [...done].reverse()) {
    if (!s.compensate) continue;
    try {
      await s.compensate(state);
    } catch (error) {
      failed(s.name, error);
    }
  }
}
