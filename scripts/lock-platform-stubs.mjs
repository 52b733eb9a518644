// npm ci refuses a lock file that lacks any optional dependency the registry cannot serve. The
// registry these machines reach has Biome's Linux binaries only, so the lock records the other
// platforms' entries by hand (never fetched: their os/cpu never match here). Run after updating
// Biome: `npm run lock:fix`. See docs/decisions/011-lockfile-platform-stubs.md.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
const targets = {
  'win32-x64': ['win32', 'x64'],
  'win32-arm64': ['win32', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'linux-x64-musl': ['linux', 'x64', 'musl'],
  'linux-arm64-musl': ['linux', 'arm64', 'musl'],
  'android-x64': ['android', 'x64'],
  'android-arm64': ['android', 'arm64'],
};
let added = 0;
for (const [name, [os, cpu, libc]] of Object.entries(targets)) {
  const key = `node_modules/@biomejs/cli-${name}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version: biome.version,
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: 'MIT OR Apache-2.0',
    optional: true,
    os: [os],
    engines: biome.engines,
  };
  added++;
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock file: ${added} platform entries added`);
