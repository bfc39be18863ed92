// `npm run test:pg`: the server test suite and a subset of the end-to-end suite on a real
// PostgreSQL (the path a company's own `DATABASE_URL` takes), besides the PGlite run of test:e2e.
// TEST_DATABASE_URL is an admin URL of a throwaway server (`.ci/run` starts one); each test
// server gets a fresh database of it and drops it. With the variable set, test:unit leaves the
// server suite out (vitest.config.ts), so it runs once, here; without it, test:unit runs it on
// PGlite and this script says in one line that it skipped: nothing is broken, it just was not run.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

/**
 * E2e specs on PostgreSQL: sessions (tokens, refresh, logout), tenancy, racing writes to one ticket,
 * live messages. Each rule is also in the server suite, which runs there whole; these check the
 * client against it, kept few so CI stays within its time.
 */
export const POSTGRES_E2E_SPECS = [
  'tests/e2e/session.spec.ts',
  'tests/e2e/tenancy.spec.ts',
  'tests/e2e/ticket-conflicts.spec.ts',
  'tests/e2e/messages-live.spec.ts',
];

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '..');
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log(
    'test:pg skipped: TEST_DATABASE_URL is not set (an admin URL of a throwaway PostgreSQL; .ci/run starts one).',
  );
  process.exit(0);
}

const run = (script: string, args: string[], env: Record<string, string>): number =>
  spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;

const vitest = resolve(require.resolve('vitest/package.json'), '..', 'vitest.mjs');
const server = run(vitest, ['run', '--project', 'server'], { SERVER_TEST_DATABASE_URL: adminUrl });
if (server !== 0) process.exit(server);

// Built again (seconds), so a stale out/web never stands in for the code under test.
const vite = resolve(require.resolve('vite/package.json'), '..', 'bin', 'vite.js');
const built = run(vite, ['build', '-c', 'vite.web.config.ts', '--logLevel', 'warn'], {});
if (built !== 0) process.exit(built);
const playwright = require.resolve('@playwright/test/cli');
process.exit(
  run(playwright, ['test', '-c', 'playwright.config.ts', ...POSTGRES_E2E_SPECS], {
    E2E_DATABASE_URL: adminUrl,
    E2E_OUTPUT_DIR: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e-pg',
  }),
);
