import { expect, type Locator, type Page } from '@playwright/test';

type Tab = 'Atendendo' | 'Aguardando';

/** The ticket manager: tabs, lists, the open conversation and its composer. */
export class InboxDriver {
  constructor(readonly page: Page) {}

  tab(name: Tab): Locator {
    return this.page.getByRole('tab', { name });
  }

  list(name: 'Atendimentos em andamento' | 'Atendimentos aguardando'): Locator {
    return this.page.getByRole('listbox', { name });
  }

  async openTab(name: Tab) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  ticket(list: Locator, contactName: string): Locator {
    return list.getByRole('option', { name: new RegExp(contactName) });
  }

  conversation(): Locator {
    return this.page.getByRole('log', { name: 'Mensagens' });
  }

  async reply(text: string) {
    const box = this.page.getByRole('textbox', { name: 'Digite uma mensagem' });
    await box.fill(text);
    await box.press('Enter');
  }

  /** The bubble of a message sent by the user, found by its text. */
  sentMessage(text: string): Locator {
    return this.conversation().getByRole('article', { name: 'Mensagem enviada' }).filter({ hasText: text });
  }
}
