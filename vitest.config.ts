import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './renderer.vite.ts';

/**
 * Where a PostgreSQL waits for `npm run test:pg` (TEST_DATABASE_URL, as .ci/run sets it), the
 * server suite runs there, the path a company's DATABASE_URL takes, and not a first time here on
 * PGlite: six minutes of CI saved. The e2e suite still runs the embedded PGlite server end to end,
 * and without the variable the server suite runs here on PGlite as before.
 */
const serverSuiteOnPostgres = Boolean(process.env.TEST_DATABASE_URL) && !process.env.SERVER_TEST_DATABASE_URL;

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's two cores,
    // 15 minutes for the suite. Much of a server file is waiting (sockets, timers), so two at once.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          // The lint-rule tests run ESLint itself (seconds each on a loaded machine).
          testTimeout: 20_000,
          include: [
            'src/shared/**/*.test.ts',
            'src/main/**/*.test.ts',
            'src/preload/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        // A real electron-vite build and electron-builder run (about 30 s): its own project, so
        // `--project node` stays quick; `npm test` runs it (vitest run runs every project).
        resolve: { alias },
        test: {
          name: 'packaging',
          environment: 'node',
          include: ['tests/packaging/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      ...(serverSuiteOnPostgres
        ? []
        : [
            {
              resolve: { alias },
              test: {
                name: 'server',
                environment: 'node',
                include: ['server/**/*.test.ts'],
                // The contract walk: replies checked and route entries covered (server/README.md).
                globalSetup: ['server/src/testing/contractGlobalSetup.ts'],
                // One PGlite per test file holds a few hundred MB (STACK.md): two at once (maxWorkers) fit.
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]),
      {
        resolve: { alias },
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          // Rendering with Mantine and userEvent is CPU-bound: 5 s is missed on a loaded 2-core machine.
          testTimeout: 20_000,
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src/renderer/test/setup.ts'],
        },
      },
    ],
  },
});
