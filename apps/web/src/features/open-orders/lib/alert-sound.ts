// The staff list's alert (decision 071): a short two-tone chime repeated while a waiter call or a
// bill request waits, until someone acknowledges it. Web Audio, no sound file to download.

const REPEAT_MS = 4000;

type AudioCtor = typeof AudioContext;

function chime(ctx: AudioContext) {
  const now = ctx.currentTime;
  for (const [i, freq] of [880, 660].entries()) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, now + i * 0.25);
    gain.gain.exponentialRampToValueAtTime(0.3, now + i * 0.25 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.25 + 0.22);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now + i * 0.25);
    osc.stop(now + i * 0.25 + 0.25);
  }
}

/** Starts ringing; returns the stop function. Silent where the browser has no Web Audio. */
export function ringUntilStopped(): () => void {
  const Ctor = (globalThis as { AudioContext?: AudioCtor }).AudioContext;
  if (!Ctor) return () => {};
  const ctx = new Ctor();
  const ring = () => {
    // A page not yet touched keeps the context suspended (autoplay rules): the badge still shows.
    if (ctx.state === 'running') chime(ctx);
    else void ctx.resume().catch(() => {});
  };
  ring();
  const timer = window.setInterval(ring, REPEAT_MS);
  return () => {
    window.clearInterval(timer);
    void ctx.close().catch(() => {});
  };
}
