import { expect, type Locator, type Page } from '@playwright/test';
import { DialogDriver } from './DialogDriver';

/** The open conversation of the ticket manager: its header actions, menu, tags and messages. */
export class ConversationDriver {
  readonly dialogs: DialogDriver;

  constructor(readonly page: Page) {
    this.dialogs = new DialogDriver(page);
  }

  /** Opens /tickets/{uuid} and waits for the conversation of `contactName`. */
  async open(uuid: string, contactName: string) {
    await this.page.goto(`/tickets/${uuid}`);
    // A fresh page signs in again and loads the lists first: slower on a busy machine.
    await expect(this.heading(contactName)).toBeVisible({ timeout: 30_000 });
  }

  heading(contactName: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: contactName });
  }

  /** The conversation section (named after the contact). */
  section(contactName: string): Locator {
    return this.page.getByRole('region', { name: contactName });
  }

  action(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The conversation's own header (not the app's top bar). */
  header(): Locator {
    return this.page.locator('section > header');
  }

  status(label: string): Locator {
    return this.header().getByText(label, { exact: true });
  }

  messages(): Locator {
    return this.page.getByRole('log', { name: 'Mensagens' });
  }

  composer(): Locator {
    return this.page.getByRole('textbox', { name: 'Digite uma mensagem' });
  }

  async accept() {
    await this.action('Aceitar').click();
  }

  async acceptWithQueue(queue: string) {
    await this.accept();
    const dialog = this.dialogs.named('Aceitar Ticket');
    await this.dialogs.choose(dialog, 'Fila', queue);
    await dialog.getByRole('button', { name: 'Aceitar' }).click();
    await expect(dialog).toBeHidden();
  }

  async returnToQueue() {
    await this.action('Retornar').click();
  }

  async resolve(farewell: boolean) {
    await this.action('Resolver').click();
    const dialog = this.dialogs.named('Resolver ticket');
    await dialog
      .getByRole('button', {
        name: farewell ? 'Resolver com mensagem de despedida' : 'Resolver sem mensagem de despedida',
      })
      .click();
    await expect(dialog).toBeHidden();
  }

  async reopen() {
    await this.action('Reabrir').click();
  }

  async ignore() {
    await this.action('Ignorar').click();
  }

  async transfer({ user, queue, message }: { user?: string; queue: string; message?: string }) {
    await this.action('Transferir').click();
    const dialog = this.dialogs.named('Transferir Ticket');
    if (user) await this.dialogs.search(dialog, 'Usuário', user.slice(0, 4), user);
    await this.dialogs.choose(dialog, 'Transferir para fila', queue);
    if (message) await dialog.getByLabel('Mensagem para o próximo atendente (opcional)').fill(message);
    await dialog.getByRole('button', { name: 'Transferir' }).click();
    await expect(dialog).toBeHidden();
  }

  /** An entry of the "Mais opções" menu. */
  async menu(item: string) {
    await this.action('Mais opções').click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async menuItems(): Promise<string[]> {
    await this.action('Mais opções').click();
    // allInnerTexts does not wait: the menu opens through a transition, so wait for its first item.
    await this.page.getByRole('menuitem').first().waitFor();
    const items = await this.page.getByRole('menuitem').allInnerTexts();
    await this.page.keyboard.press('Escape');
    return items.map((s) => s.trim());
  }

  async delete() {
    await this.menu('Deletar');
    const dialog = this.dialogs.named('Deletar o ticket do contato');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(dialog).toBeHidden();
  }

  /** The contact drawer (a dialog named 'Dados do contato'). */
  async openContact(): Promise<Locator> {
    await this.action('Dados do contato').click();
    const drawer = this.dialogs.named('Dados do contato');
    await expect(drawer).toBeVisible();
    return drawer;
  }

  async openLog(): Promise<Locator> {
    await this.menu('Logs do ticket');
    const dialog = this.dialogs.named('Logs do ticket');
    await expect(dialog.getByRole('list', { name: 'Histórico do ticket' })).toBeVisible();
    return dialog;
  }

  /** The ticket's tag picker under the header. */
  ticketTags(): Locator {
    return this.page.getByRole('combobox', { name: 'Tags do ticket' });
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /**
   * Waits for a toast to close. Toasts sit over the header's right end and stay while hovered,
   * so the pointer is moved away first (as a person would).
   */
  async toastGone(text: string | RegExp) {
    await this.page.mouse.move(5, this.page.viewportSize()!.height - 5);
    await expect(this.toast(text)).toBeHidden();
  }
}
