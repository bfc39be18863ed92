import { EVENT_CHANNELS, INVOKE_CHANNELS, splitChannel } from '../../src/shared/ipc/channels';
import type { DeskApi } from '../../src/shared/ipc/contract';
import { expect, test } from './fixtures';

/**
 * What the evaluated functions touch in the app's page, typed here because this project has no
 * DOM types (they run in the page, not in Node).
 */
interface PageGlobals {
  require?: unknown;
  process?: unknown;
  desk?: DeskApi;
  inlineRan?: boolean;
  open(url: string): unknown;
  document: { createElement(tag: 'script'): { textContent: string | null }; head: { append(node: unknown): void } };
}

test('the page is served from app:// with no Node and only the desk bridge', async ({ window: page }) => {
  expect(page.url()).toMatch(/^app:\/\/balcao\//);
  const seen = await page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    return {
      require: typeof g.require,
      process: typeof g.process,
      desk: Object.keys(g.desk ?? {}).sort(),
      // A refused scheme, so no confirmation dialog opens: the window is simply not created.
      popup: g.open('file:///etc/passwd') === null,
    };
  });
  expect(seen).toEqual({
    require: 'undefined',
    process: 'undefined',
    // One namespace per feature of the shared IPC contract, so the bridge and this test cannot drift.
    desk: [...new Set([...INVOKE_CHANNELS, ...EVENT_CHANNELS].map((c) => splitChannel(c)[0]))].sort(),
    popup: true,
  });
});

test('the CSP refuses inline scripts', async ({ window: page }) => {
  const ran = await page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    const script = g.document.createElement('script');
    script.textContent = 'globalThis.inlineRan = true';
    g.document.head.append(script);
    return g.inlineRan === true;
  });
  expect(ran).toBe(false);
});

test('the app version comes over the bridge', async ({ app, window: page }) => {
  const version = await app.evaluate(({ app: electronApp }) => electronApp.getVersion());
  const reply = await page.evaluate(() => (globalThis as unknown as PageGlobals).desk?.app.version(undefined));
  expect(reply).toEqual({ ok: true, value: version });
});
