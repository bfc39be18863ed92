/// <reference lib="dom" />
import type { BrowserContext, Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import type { createServer } from '../server/src/createServer';
import { queues, users } from '../server/src/db/schema';
import { seedBulkTickets } from '../server/src/testing/seedBulkTickets';

/**
 * The first-row scene shared by `first-row.ts` and `first-row-ab.ts`: ana with many open tickets,
 * signed in once per browser context, and the mark set when the in-progress list's first row is
 * in the page.
 */

/** The in-progress list's name in each language the bench can start in (BENCH_LANGUAGE). */
export const LIST_NAMES = {
  'pt-BR': 'Atendimentos em andamento',
  en: 'Tickets in progress',
  es: 'Atenciones en curso',
  tr: 'İşlemdeki talepler',
};
export type BenchLanguage = keyof typeof LIST_NAMES;

export const rowSelector = (language: BenchLanguage) =>
  `[role="listbox"][aria-label="${LIST_NAMES[language]}"] [role="option"]`;

/** An init script: `window.__rowAt` is the page time at which the first row is in the document. */
export const rowInstrument = (row: string) => `(() => {
  window.__rowAt = null;
  const seen = new MutationObserver(() => {
    if (window.__rowAt === null && document.querySelector(${JSON.stringify(row)})) {
      window.__rowAt = performance.now();
      seen.disconnect();
    }
  });
  seen.observe(document, { childList: true, subtree: true });
})();`;

/** Gives ana `count` open tickets in her queue. */
export async function seedInbox(server: Awaited<ReturnType<typeof createServer>>, count: number): Promise<void> {
  const [ana] = await server.db.select().from(users).where(eq(users.email, 'ana@demo.local'));
  const [suporte] = await server.db
    .select()
    .from(queues)
    .where(and(eq(queues.companyId, ana.companyId), eq(queues.name, 'Suporte')));
  await seedBulkTickets(server.db, { companyId: ana.companyId, userId: ana.id, queueId: suporte.id, count });
}

/** Signs ana in (in pt-BR, whose labels it finds) in a tab of its own: the context keeps the refresh cookie. */
export async function signIn(context: BrowserContext): Promise<void> {
  const first = await context.newPage();
  await first.goto('/login');
  await first.getByLabel('Email').fill('ana@demo.local');
  await first.getByLabel('Senha', { exact: true }).fill('demo1234');
  await first.getByRole('button', { name: 'Entrar' }).click();
  await first.locator(rowSelector('pt-BR')).first().waitFor();
  await first.close();
}

/** Page time of the first row, once it is there. */
export async function rowAt(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __rowAt: number | null }).__rowAt !== null, null, {
    polling: 50,
  });
  return page.evaluate(() => (window as unknown as { __rowAt: number }).__rowAt);
}
