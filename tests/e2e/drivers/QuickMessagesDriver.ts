import { expect, type FileChooser, type Page } from '@playwright/test';

/** The quick replies page (/quick-messages), used by role and name as a person would. */
export class QuickMessagesDriver {
  constructor(readonly page: Page) {}

  /** Through the side menu, as a person gets there. */
  async open() {
    await this.page.getByRole('navigation').getByRole('link', { name: 'Respostas Rápidas', exact: true }).click();
    await expect(this.page).toHaveURL(/\/quick-messages$/);
    await expect(this.heading()).toBeVisible();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: /^Respostas Rápidas/ });
  }

  /** The number in the title, "Respostas Rápidas (7)". */
  async count(): Promise<number> {
    const text = (await this.heading().textContent()) ?? '';
    return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
  }

  table() {
    return this.page.getByRole('table', { name: 'Respostas rápidas' });
  }

  /** The body rows (the header row left out). */
  rows() {
    return this.table().locator('tbody').getByRole('row');
  }

  row(shortcode: string) {
    return this.rows().filter({ has: this.page.getByText(`/${shortcode}`, { exact: true }) });
  }

  search() {
    return this.page.getByRole('searchbox', { name: 'Pesquisar...' });
  }

  activeSwitch(shortcode: string) {
    return this.page.getByRole('switch', { name: `Ativa: /${shortcode}` });
  }

  editButton(shortcode: string) {
    return this.page.getByRole('button', { name: `Editar /${shortcode}` });
  }

  deleteButton(shortcode: string) {
    return this.page.getByRole('button', { name: `Excluir /${shortcode}` });
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  /** Picks a file with the dialog's attach button (the system file chooser). */
  async attach(file: Parameters<FileChooser['setFiles']>[0]) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: /Anexar arquivo|Trocar arquivo/ }).click();
    await (await chooser).setFiles(file);
  }

  async save() {
    await this.page.getByRole('button', { name: 'Salvar' }).click();
  }
}
