import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, backendUrl } from './fixtures';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import { ticketForAna } from './composerScene';
import { ConversationDriver } from './drivers/ConversationDriver';
import { TodoDriver } from './drivers/TodoDriver';

/**
 * axe on each main screen, light and dark (issue 9): the login page, the open, pending and
 * resolved lists, an open conversation with its composer, the to-do page. No critical or serious
 * violation is allowed; the figures of every impact are printed and kept as JSON in the test's
 * output folder, so the milder ones show too. Every screen also has exactly one h1, naming it.
 */

type Scheme = 'light' | 'dark';
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING = new Set(['critical', 'serious']);

/** The theme switch's choice, as the web platform keeps it (balcao.theme), before the app reads it. */
async function useScheme(page: Page, scheme: Scheme) {
  await page.addInitScript((value) => localStorage.setItem('balcao.theme', JSON.stringify(value)), scheme);
}

async function scan(page: Page, scheme: Scheme): Promise<Violation[]> {
  // The scheme actually shown (the provider writes it on <html>), so a figure is never of the wrong theme.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations;
}

/** Each violation's rule, impact and the selectors of the elements that fail it. */
function listViolations(violations: Violation[]): string {
  return violations
    .map((v) => `  [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `      ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
}

function figures(violations: Violation[]): Record<string, number> {
  const byImpact: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of violations) byImpact[v.impact ?? 'minor'] += 1;
  return byImpact;
}

/** Checks every screen before failing, so one run gives the whole picture. */
class Report {
  private readonly pages: { name: string; violations: Violation[] }[] = [];

  constructor(
    private readonly scheme: Scheme,
    private readonly info: TestInfo,
  ) {}

  async check(page: Page, name: string) {
    const violations = await scan(page, this.scheme);
    this.pages.push({ name, violations });
    const counts = figures(violations);
    console.log(`axe ${this.scheme} ${name}: ${JSON.stringify(counts)} ${violations.map((v) => v.id).join(', ')}`);
    // Kept in the test's output folder whatever the outcome, for reading the details.
    const path = this.info.outputPath(`axe-${this.scheme}-${name}.json`);
    await writeFile(path, JSON.stringify(violations, null, 2));
    await this.info.attach(`axe-${this.scheme}-${name}`, { path, contentType: 'application/json' });
  }

  expectNoneBlocking() {
    const blocking = this.pages
      .map(({ name, violations }) => ({ name, violations: violations.filter((v) => BLOCKING.has(v.impact ?? '')) }))
      .filter((p) => p.violations.length > 0);
    const message = blocking.map((p) => `${this.scheme} ${p.name}:\n${listViolations(p.violations)}`).join('\n');
    expect(blocking.length, `critical or serious axe violations:\n${message}`).toBe(0);
  }
}

/** One h1 per screen, naming it (soft: the other screens are still checked). */
async function expectOneH1(page: Page, name: string | RegExp) {
  await expect.soft(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect.soft(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const conversationOf = (page: Page) => new ConversationDriver(page);

for (const scheme of ['light', 'dark'] as const) {
  test(`no critical or serious axe violation on the main screens (${scheme})`, async ({
    page,
    login,
    inbox,
    sandbox,
    superAdmin,
    tenant,
  }, info) => {
    test.setTimeout(180_000);
    const report = new Report(scheme, info);
    await useScheme(page, scheme);
    // The scene: a conversation of ana's own, a ticket waiting in Suporte and one resolved.
    const ticket = await ticketForAna(sandbox, superAdmin, tenant.ana, 'Acessível');
    const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!.id;
    const waiting = `Aguardando ${Math.random().toString(36).slice(2, 8)}`;
    await sendInbound(backendUrl(), sandbox.token, {
      number: uniqueNumber(),
      name: waiting,
      body: 'Oi',
      queueId: suporte,
    });
    const resolved = await ticketForAna(sandbox, superAdmin, tenant.ana, 'Resolvido');
    await superAdmin.updateTicket(resolved.id, { status: 'closed' });

    await login.open();
    await expectOneH1(page, 'Balcão'); // the app's name (the backend's appName) over the sign-in form
    await report.check(page, 'login');

    await login.submit(tenant.ana);
    await expect(page).toHaveURL(/\/tickets$/);
    await expectOneH1(page, 'Atendimentos');
    const open = inbox.list('Atendimentos em andamento');
    await expect(inbox.ticket(open, ticket.name)).toBeVisible();
    await report.check(page, 'tickets-open');

    await inbox.openTab('Aguardando');
    const waitingRow = inbox.ticket(inbox.list('Atendimentos aguardando'), waiting);
    await expect(waitingRow).toBeVisible();
    await report.check(page, 'tickets-pending');

    // A waiting ticket opened: its 'Aceitar' button on the filled primary colour.
    await waitingRow.click();
    await expect(conversationOf(page).action('Aceitar')).toBeVisible();
    await report.check(page, 'conversation-pending');

    await inbox.openTab('Resolvidos');
    await expect(inbox.ticket(inbox.list('Atendimentos resolvidos'), resolved.name)).toBeVisible();
    await report.check(page, 'tickets-resolved');

    const conversation = conversationOf(page);
    await conversation.open(ticket.uuid, ticket.name);
    await expect(conversation.composer()).toBeVisible();
    await expect(conversation.messages().getByText('Olá, preciso de ajuda')).toBeVisible();
    await expectOneH1(page, 'Atendimentos');
    await report.check(page, 'conversation');

    const todo = new TodoDriver(page);
    await todo.open();
    await todo.add('Retornar a ligação');
    await expect(todo.items()).toHaveCount(1);
    await expectOneH1(page, 'Tarefas');
    await report.check(page, 'todo');

    report.expectNoneBlocking();
  });
}
