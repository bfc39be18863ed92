import { resolve } from 'node:path';
import { contentSecurityPolicy } from '../../src/main/security/csp';
import { serveStatic } from '../support/staticServer';
import { backendUrl, expect, test } from './fixtures';

/**
 * The renderer under the desktop app's Content-Security-Policy (src/main/security/csp.ts, which its
 * app:// protocol sends): the browser build served with the same header, by a web server of the
 * test's own. A violation here is something blocked in the desktop app only: a script, a style,
 * an image, a connection, or a library evaluating code (zod's JIT probes for `new Function`,
 * which the policy forbids; the build turns it off, renderer.vite.ts).
 */
test('signing in, the inbox and a conversation run under the desktop app’s CSP without a violation', async ({
  page,
  login,
  inbox,
  tenant,
}) => {
  const policy = contentSecurityPolicy(new URL(backendUrl()).origin);
  const web = await serveStatic(resolve(import.meta.dirname, '../..', process.env.WEB_OUT_DIR ?? 'out/web'), 0, {
    headers: { 'Content-Security-Policy': policy },
  });
  try {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });

    await page.goto(`${web.url}/login`);
    await login.submit(tenant.ana);
    await expect(page).toHaveURL(/\/tickets$/);
    await inbox.list('Atendimentos em andamento').getByRole('option').first().click();
    await expect(inbox.conversation().getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Digite uma mensagem' })).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  } finally {
    await web.close();
  }
});
