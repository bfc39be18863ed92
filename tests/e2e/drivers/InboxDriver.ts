import { expect, type Locator, type Page } from '@playwright/test';

/** The icon tabs of the panel and the tabs inside "Abertas". */
type Tab = 'Abertas' | 'Resolvidos' | 'Busca' | 'Atendendo' | 'Aguardando' | 'Grupos';
type ListName =
  | 'Atendimentos em andamento'
  | 'Atendimentos aguardando'
  | 'Atendimentos de grupos'
  | 'Atendimentos resolvidos'
  | 'Resultados da busca';

/** The ticket manager: search, filters, tabs, lists, the open conversation and its composer. */
export class InboxDriver {
  constructor(readonly page: Page) {}

  tab(name: Tab): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  list(name: ListName): Locator {
    return this.page.getByRole('listbox', { name });
  }

  async openTab(name: Tab) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  ticket(list: Locator, contactName: string): Locator {
    return list.getByRole('option', { name: new RegExp(contactName) });
  }

  /** The accessible names of the rows in the DOM, top to bottom (the list is virtualized). */
  async rowNames(list: Locator): Promise<string[]> {
    const rows = await list.getByRole('option').evaluateAll((els) =>
      els
        .map((el) => ({ pos: Number(el.getAttribute('aria-posinset')), name: el.getAttribute('aria-label') ?? '' }))
        .sort((a, b) => a.pos - b.pos),
    );
    return rows.map((r) => r.name);
  }

  /** A row's position in its whole list (aria-posinset, from 1). */
  async position(row: Locator): Promise<number> {
    return Number(await row.getAttribute('aria-posinset'));
  }

  searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Buscar atendimento e mensagens' });
  }

  /** Types into the search box; the search tab shows once the 500 ms debounce has passed. */
  async search(text: string) {
    await this.searchBox().fill(text);
    await expect(this.tab('Busca')).toHaveAttribute('aria-selected', 'true');
  }

  async openFilters() {
    const toggle = this.page.getByRole('button', { name: 'Filtros' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(this.page.getByRole('group', { name: 'Filtros' })).toBeVisible();
  }

  /** Picks an option of one of the filters (a multi-select found by its label). */
  async chooseFilter(label: 'Tags' | 'Conexões' | 'Status' | 'Usuários' | 'Filas', option: string) {
    const filters = this.page.getByRole('group', { name: 'Filtros' });
    await filters.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  /** The order toggle: pressed means oldest first. */
  sortToggle(): Locator {
    return this.page.getByRole('button', { name: 'Mais antigos primeiro' });
  }

  /** The separator that resizes the panel (a focusable WAI-ARIA window splitter). */
  resizer(): Locator {
    return this.page.getByRole('separator', { name: 'Largura da lista de atendimentos' });
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
