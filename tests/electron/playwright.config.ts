import { defineConfig } from '@playwright/test';

/** The desktop app itself, launched by Playwright's Electron driver (run through run.ts). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  outputDir: '../../test-results/electron',
});
