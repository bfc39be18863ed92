import { expect, type Page } from '@playwright/test';

/** The login screen, as a person uses it: by labels and button names. */
export class LoginDriver {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await expect(this.page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  }

  async submit(email: string, password = 'demo1234') {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Senha', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Entrar' }).click();
  }

  /** Signs in and waits for the inbox. */
  async as(email: string, password = 'demo1234') {
    await this.open();
    await this.submit(email, password);
    await expect(this.page).toHaveURL(/\/tickets$/);
  }

  async logout(userName: string) {
    await this.page.getByRole('button', { name: `Conta de ${userName}` }).click();
    await this.page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
