// Gzipped JavaScript a first load of each screen fetches: the entry's chunks (index.html) plus the
// screen's own (dist/first-screen-hints.json). A quick comparison of two builds after moving code
// between chunks; bench/RESULTS.md's budgets are measured in Chromium by `npm run bench`.
// Usage: node apps/web/scripts/route-js-size.mjs [dist]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const kb = (files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0) / 1024;
const entry = [
  ...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g),
].map((match) => match[1]);
const hints = JSON.parse(readFileSync(path.join(dist, 'first-screen-hints.json'), 'utf8'));
console.log(`entry ${kb(entry).toFixed(1)} KB`);
for (const [name, screen] of Object.entries(hints.screens))
  console.log(`${name.padEnd(20)} ${(kb(entry) + kb(screen.js)).toFixed(1)} KB (${screen.js.length} chunks)`);
