import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { cspViolations, journal, servers, stopStrays } from './harness.ts';

// A journey that made the browser refuse something under the CSP fails, naming what was refused.
afterEach(() => {
  expect(cspViolations.splice(0), 'Content-Security-Policy violations').toEqual([]);
});

// A failed journey prints what its pages were told and the servers' last log lines (CI keeps no shots).
// The pages' part is also kept in .tmp/e2e-failures.log, which .ci/run prints last: CI reports only
// the tail of its output (decision 193).
const failures = path.join(import.meta.dirname, '..', '.tmp', 'e2e-failures.log');
beforeEach(({ onTestFailed, task }) => {
  journal.splice(0);
  onTestFailed(() => {
    const logs = servers.map((s) => s.logs().split('\n').slice(-40).join('\n')).join('\n---\n');
    const pages = journal.join('\n') || '(nothing)';
    console.error(`— pages during the failed test —\n${pages}\n— server logs —\n${logs}`);
    const short = pages
      .split('\n')
      .map((line) => line.slice(0, 400))
      .join('\n');
    mkdirSync(path.dirname(failures), { recursive: true });
    const error = (task.result?.errors?.[0]?.message ?? '').split('\n').slice(0, 3).join(' ').slice(0, 400);
    appendFileSync(failures, `## ${task.file?.name ?? ''} > ${task.name}\n${error}\n${short}\n`);
  });
});

// Servers a file left running (a beforeAll that timed out while one was starting, a missing stop)
// are stopped when the file ends, so the next file does not share the 2 cores with them.
afterAll(stopStrays);
