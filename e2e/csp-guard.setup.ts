import { afterEach, expect } from 'vitest';
import { cspViolations } from './harness.ts';

// A journey that made the browser refuse something under the CSP fails, naming what was refused.
afterEach(() => {
  expect(cspViolations.splice(0), 'Content-Security-Policy violations').toEqual([]);
});
