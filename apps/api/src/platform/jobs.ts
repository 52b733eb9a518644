/**
 * One periodic job made of steps run one after another (never side by side: PGlite has a single
 * connection). The first step's count is the job's answer, which the timer logs.
 */
export function inTurn(first: () => Promise<number>, ...then: (() => Promise<unknown>)[]): () => Promise<number> {
  return async () => {
    const count = await first();
    for (const step of then) await step();
    return count;
  };
}
