/** Runs the expiry sweep every `everyMs` until stopped; a failed round is logged and retried next time. */
export function startExpirySweep(
  sweep: () => Promise<number>,
  log: { error(obj: object, msg?: string): void },
  everyMs = 60_000,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((error) => log.error({ err: error }, 'order expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
