import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `@/x` is `web/src/x`, as tsconfig.base.json's paths and web/vite.config.ts say. In every project:
 * api tests read web modules too. `@tests/x` is `tests/x`: the tests' own support, named the same
 * from every depth of the tree.
 */
const resolve = {
  alias: [
    { find: /^@\//, replacement: fileURLToPath(new URL('web/src/', import.meta.url)) },
    { find: /^@tests\//, replacement: fileURLToPath(new URL('tests/', import.meta.url)) },
  ],
};

/**
 * The time limit of a unit or web test (Vitest's default is 5 s). `npm test` runs the api and e2e
 * projects, the type checks and these side by side on two cores, the latter at a lower priority: a
 * CPU-heavy test (a CDK synthesis, an esbuild bundle, a year of the full SPA) may wait for a core.
 */
const SHARED_CORES_TEST_TIMEOUT_MS = 30_000;

/**
 * One test command, four projects:
 * - unit: pure code (shared/, functions/_lib units, infra assertions, the docs against the tree), Node
 *   environment, no network.
 * - web: React components under jsdom.
 * - api: every call against the local runtime (real emulators), started once for the project.
 * - e2e: a real browser (playwright-core + @sparticuz/chromium) against the local runtime.
 */
export default defineConfig({
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // Vitest runs one worker on a 2-core machine (CPUs − 1); the unit and web files then took
    // about 13 of the suite's 21 minutes. Two workers ran them in 8.9 minutes (2026-11-26).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          env: { LOG_LEVEL: 'silent' },
          include: [
            'tests/shared/**/*.test.ts',
            'tests/functions/**/*.test.ts',
            'tests/infra/**/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/support/fresh-app-modules.ts'],
          testTimeout: SHARED_CORES_TEST_TIMEOUT_MS,
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
          testTimeout: SHARED_CORES_TEST_TIMEOUT_MS,
          // A page's clean-up (unmounting the whole site) waits for a core as its test does.
          hookTimeout: SHARED_CORES_TEST_TIMEOUT_MS,
          setupFiles: [
            'tests/support/fresh-app-modules.ts',
            'tests/web/support/pending-timers.ts',
            'tests/web/support/async-waits.ts',
            'tests/web/support/dom-cleanup.ts',
          ],
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/runtime-global-setup.ts'],
          // One file at a time, and not beside the e2e project (groupOrder): files compare table
          // snapshots, which other writes to the shared runtime would disturb.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/runtime-global-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
