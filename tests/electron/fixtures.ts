import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, test as base, expect, type ElectronApplication, type Page } from '@playwright/test';
import { electronBinary } from '../../scripts/electronBinary';

const root = resolve(import.meta.dirname, '../..');

interface Fixtures {
  /** The built app, with a profile folder of its own, pointed at the run's reference server. */
  app: ElectronApplication;
  /** Its main window. */
  window: Page;
}

export const test = base.extend<Fixtures>({
  app: async ({}, use) => {
    const userData = await mkdtemp(join(tmpdir(), 'balcao-electron-'));
    const app = await electron.launch({
      executablePath: electronBinary() ?? undefined,
      // Chromium refuses to start as root with its OS sandbox (CI containers); the renderer
      // still runs with sandbox: true, contextIsolation and no Node.
      args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), root],
      env: {
        ...process.env,
        BALCAO_BACKEND_URL: process.env.BALCAO_TEST_BACKEND_URL ?? '',
        BALCAO_USER_DATA_DIR: userData,
      },
    });
    await use(app);
    await app.close();
    await rm(userData, { recursive: true, force: true });
  },
  window: async ({ app }, use, testInfo) => {
    const window = await app.firstWindow();
    await use(window);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', { body: await window.screenshot(), contentType: 'image/png' });
    }
  },
});

export { expect };
