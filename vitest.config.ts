import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One command runs every suite: `npm test` (the e2e journeys have their own config in e2e/).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      // Rules over the whole tree (scripts/repo-rules.test.ts).
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/{src,build}/**/*.test.ts'] } },
      // Components as a person uses them: Testing Library on a simulated DOM (fast on small machines).
      {
        resolve: {
          alias: {
            '@domain-messages': fileURLToPath(new URL('packages/domain/src/shared', import.meta.url)),
          },
        },
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup-components.ts'],
        },
      },
    ],
  },
});
