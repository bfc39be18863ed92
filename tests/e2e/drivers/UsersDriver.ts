import { expect, type Locator, type Page } from '@playwright/test';

/** The users page (/users) and its dialog, used by role and name as a person would. */
export class UsersDriver {
  constructor(readonly page: Page) {}

  /** Through the side menu, as a person gets there. */
  async open() {
    await this.page.getByRole('navigation').getByRole('link', { name: 'Usuários', exact: true }).click();
    await expect(this.page).toHaveURL(/\/users$/);
    await expect(this.heading()).toBeVisible();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: /^Usuários/ });
  }

  table() {
    return this.page.getByRole('table', { name: 'Usuários' });
  }

  rows() {
    return this.table().locator('tbody').getByRole('row');
  }

  row(email: string) {
    return this.rows().filter({ has: this.page.getByText(email, { exact: true }) });
  }

  search() {
    return this.page.getByRole('searchbox', { name: 'Pesquisar...' });
  }

  dialog(title: 'Adicionar usuário' | 'Editar usuário'): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  field(dialog: Locator, label: string) {
    return dialog.getByRole('textbox', { name: label, exact: true });
  }

  /** Picks or unpicks queues in the dialog's multi-select, by name (a picked option unpicks when chosen again). */
  async toggleQueues(dialog: Locator, names: string[]) {
    const box = dialog.getByRole('combobox', { name: 'Filas' });
    for (const name of names) {
      await box.click();
      await this.page.getByRole('option', { name, exact: true }).click();
    }
    await box.press('Escape');
  }

  async save(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Salvar' }).click();
  }
}
