import { defineConfig } from 'vitest/config';

// Journeys in Chromium against the started product; one file at a time (2 cores here).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    // Every journey fails on a Content-Security-Policy violation (decision 054).
    setupFiles: ['./csp-guard.setup.ts'],
    // Each run makes its own seeded template from the current migrations and seed (decision 255).
    globalSetup: ['./seeded-data-dir.global.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // One more try for a journey that failed on a loaded machine; its first failure is still printed
    // with what the pages were told (csp-guard.setup.ts). Decision 176.
    retry: 1,
  },
});
