import { defineConfig } from 'vitest/config';

// One command runs every suite: `npm test` (the e2e journeys have their own config in e2e/).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/{src,build}/**/*.test.{ts,tsx}'] } },
    ],
  },
});
