import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded one (STACK.md); flags keep it off the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // Each test has a company of its own on the shared server (fixtures.ts `tenant`, made by the
  // server's test-only factory): its users sign in nowhere else, so tests run side by side in any
  // order (a second sign-in of a user still ends the first session, spec 1 §4, only within a test).
  // Tests that share a server of their own keep to one worker in file order (faults.spec.ts).
  fullyParallel: true,
  // Two: the machines this runs on have two cores (E2E_WORKERS or --workers to change it).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  // Limits for waiting, not speed checks (speed is `npm run bench`): a scenario of several users
  // and page loads takes 50-60 s on an idle 2-core machine (fileLists, schedules, settings), and
  // a page's first paint after a full load took over 10 s in a loaded CI run.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'pt-BR',
    timezoneId: 'America/Cuiaba',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // The app honours the system's request for less motion (app/theme.ts): its dialogs, menus and
    // toasts then open and close without transitions, whose frames took the two cores' time
    // (contacts, users, composer, ticket-actions: 29 tests, 356 → 272 s, 192 → 147 CPU-s in the
    // test processes). The motion itself is Mantine's, tested there.
    reducedMotion: 'reduce',
    // Recorded on the retry only: a trace films every frame (screencast) and snapshots the DOM,
    // which doubled the CPU a test took (composer + quick-messages: 419 → 212 CPU-seconds, 215 →
    // 112 s). A test that fails is retried in CI, and that run is traced.
    trace: 'on-first-retry',
  },
});
