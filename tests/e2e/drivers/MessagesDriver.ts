import { expect, type Locator, type Page } from '@playwright/test';
import { DialogDriver } from './DialogDriver';

/** The open conversation's messages: bubbles, their menus, selection mode and the dialogs they open. */
export class MessagesDriver {
  readonly dialogs: DialogDriver;

  constructor(readonly page: Page) {
    this.dialogs = new DialogDriver(page);
  }

  log(): Locator {
    return this.page.getByRole('log', { name: 'Mensagens' });
  }

  /** Every bubble (sent and received), top to bottom. */
  bubbles(): Locator {
    return this.log().getByRole('article');
  }

  received(text?: string | RegExp): Locator {
    const all = this.log().getByRole('article', { name: 'Mensagem recebida' });
    return text === undefined ? all : all.filter({ hasText: text });
  }

  sent(text?: string | RegExp): Locator {
    const all = this.log().getByRole('article', { name: 'Mensagem enviada' });
    return text === undefined ? all : all.filter({ hasText: text });
  }

  /**
   * The texts of the loaded bubbles that match `pattern`, top to bottom, read as a person would:
   * scrolling the log through (it is virtualized: only the rows near the view are in the page).
   * It starts 60 px below the top, so no older page is asked for, and ends at the bottom.
   */
  async texts(pattern: RegExp): Promise<string[]> {
    const rows = await this.log().evaluate(async (el) => {
      const frame = () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
      const seen = new Map<number, string>();
      for (let top = 60; ; top += Math.max(40, el.clientHeight / 2)) {
        el.scrollTop = top;
        await frame();
        for (const row of el.querySelectorAll<HTMLElement>('[data-index]'))
          seen.set(Number(row.dataset.index), [...row.querySelectorAll<HTMLElement>('[role="article"], article')].map((a) => a.innerText).join('\n'));
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) break;
      }
      return [...seen].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
    });
    return rows.flatMap((text) => text.match(pattern) ?? []);
  }

  /** The row holding a bubble (the menu button sits beside the bubble, in the row). */
  row(bubble: Locator): Locator {
    return bubble.locator('xpath=ancestor::*[@data-message-row][1]');
  }

  /** Opens a bubble's menu and picks `item`. */
  async action(bubble: Locator, item: string) {
    await bubble.hover();
    await this.row(bubble).getByRole('button', { name: 'Opções da mensagem' }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async menuItems(bubble: Locator): Promise<Locator> {
    await bubble.hover();
    await this.row(bubble).getByRole('button', { name: 'Opções da mensagem' }).click();
    return this.page.getByRole('menu');
  }

  /** Selection mode's checkbox beside a bubble. */
  checkbox(bubble: Locator): Locator {
    return this.row(bubble).getByRole('checkbox', { name: 'Selecionar mensagem' });
  }

  selectionBar(): Locator {
    return this.page.getByRole('toolbar', { name: 'Mensagens selecionadas' });
  }

  replyPreview(): Locator {
    return this.page.getByRole('region', { name: /^Respondendo a / });
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** Scrolls the log to its top (older history loads within 50 px of it). */
  async scrollToTop() {
    await this.log().evaluate((el) => el.scrollTo({ top: 0 }));
  }

  async scrollTop(): Promise<number> {
    return this.log().evaluate((el) => el.scrollTop);
  }

  /** Whether the log shows its newest message (scrolled to the bottom). */
  async atBottom(): Promise<boolean> {
    return this.log().evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 40);
  }

  /** Forward with the selection bar, to contacts found by a search term (3+ characters) and picked by name. */
  async forwardTo(contacts: { term: string; name: string }[]) {
    await this.selectionBar().getByRole('button', { name: 'Encaminhar' }).click();
    const dialog = this.dialogs.named('Encaminhar mensagens');
    await expect(dialog).toBeVisible();
    for (const contact of contacts) {
      const box = dialog.getByRole('textbox', { name: 'Contatos' }).or(dialog.getByRole('combobox', { name: 'Contatos' })).first();
      await box.fill(contact.term);
      await this.page.getByRole('option', { name: new RegExp(contact.name) }).click();
    }
    await dialog.getByRole('button', { name: 'Encaminhar' }).click();
    return dialog;
  }
}
