import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PINPAD_DEFAULT_PORT } from '@app/domain/shared/constants';
import { parseOutcome, parseScript, startSimulator } from './simulator.ts';

// `npm run pinpad [-- --port 1337 --outcome approve|decline|abort|pinTimeout --wrong-pins N
//   --step-ms 400 --script '[...]' --script-file f.json]`; see docs/pinpad.md.

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PINPAD_PORT ?? String(PINPAD_DEFAULT_PORT) },
    host: { type: 'string', default: process.env.PINPAD_HOST ?? '127.0.0.1' },
    outcome: { type: 'string', default: process.env.PINPAD_OUTCOME ?? 'approve' },
    'wrong-pins': { type: 'string', default: '0' },
    'step-ms': { type: 'string', default: process.env.PINPAD_STEP_MS ?? '400' },
    script: { type: 'string', default: process.env.PINPAD_SCRIPT },
    'script-file': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(readFileSync(new URL('../../docs/pinpad.md', import.meta.url), 'utf8'));
  process.exit(0);
}

function fail(message: string): never {
  console.error(`pinpad: ${message}`);
  process.exit(2);
}

const defaultOutcome = parseOutcome({ result: values.outcome, wrongPins: Number(values['wrong-pins']) });
if (!defaultOutcome) fail(`--outcome must be approve, decline, abort or pinTimeout (got ${values.outcome})`);
const scriptText = values['script-file'] ? readFileSync(values['script-file'], 'utf8') : values.script;
let script = undefined as ReturnType<typeof parseScript> | undefined;
if (scriptText) {
  try {
    script = parseScript(JSON.parse(scriptText));
  } catch {
    script = null;
  }
  if (!script) fail('the script must be a JSON list of outcomes, e.g. ["approve", {"result":"decline","wrongPins":1}]');
}

const simulator = await startSimulator({
  port: Number(values.port),
  host: values.host,
  stepMs: Number(values['step-ms']),
  defaultOutcome,
  script: script ?? [],
  log: (line) => console.log(`[pinpad] ${line}`),
});
console.log(`[pinpad] terminal simulator listening on ${simulator.url} (default outcome: ${defaultOutcome.result})`);

const shutdown = () => void simulator.close().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
