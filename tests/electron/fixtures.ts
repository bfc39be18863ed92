import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, test as base, expect, type ElectronApplication, type Page } from '@playwright/test';
import { electronBinary } from '../../scripts/electronBinary';

const root = resolve(import.meta.dirname, '../..');

/** The run's reference server (global-setup.ts). */
export const backendUrl = (): string => process.env.BALCAO_TEST_BACKEND_URL ?? '';

/**
 * Launches the built app with the profile folder `userData`, pointed at the run's reference
 * server. `args` are passed on like the OS passes them (a `balcao://` link, say).
 */
export function launchApp(userData: string, args: string[] = []): Promise<ElectronApplication> {
  return electron.launch({
    executablePath: electronBinary() ?? undefined,
    // Chromium refuses to start as root with its OS sandbox (CI containers); the renderer
    // still runs with sandbox: true, contextIsolation and no Node.
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), root, ...args],
    env: { ...process.env, BALCAO_BACKEND_URL: backendUrl(), BALCAO_USER_DATA_DIR: userData },
  });
}

interface Fixtures {
  /** A profile folder of the test's own (kept across a restart within the test). */
  userData: string;
  /** The built app, with that profile, pointed at the run's reference server. */
  app: ElectronApplication;
  /** Its main window. */
  window: Page;
}

export const test = base.extend<Fixtures>({
  userData: async ({}, use) => {
    const userData = await mkdtemp(join(tmpdir(), 'balcao-electron-'));
    await use(userData);
    await rm(userData, { recursive: true, force: true });
  },
  app: async ({ userData }, use) => {
    const app = await launchApp(userData);
    await use(app);
    // A test that restarted the app has closed this one already.
    await app.close().catch(() => undefined);
  },
  window: async ({ app }, use, testInfo) => {
    const window = await app.firstWindow();
    await use(window);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo
        .attach('screenshot', { body: await window.screenshot(), contentType: 'image/png' })
        .catch(() => undefined);
    }
  },
});

export { expect };
