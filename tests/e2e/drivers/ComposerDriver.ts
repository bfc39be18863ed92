import { expect, type Locator, type Page } from '@playwright/test';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The reply box under a conversation, used as a person would: by roles and names. */
export class ComposerDriver {
  constructor(readonly page: Page) {}

  box(): Locator {
    return this.page.getByRole('textbox', { name: 'Digite uma mensagem' });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  conversation(): Locator {
    return this.page.getByRole('log', { name: 'Mensagens' });
  }

  /** The bubble of a message sent by the user, found by its text. */
  sent(text: string | RegExp): Locator {
    return this.conversation().getByRole('article').filter({ hasText: text });
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** Waits for a toast to close; toasts sit over the composer's right end, so the pointer moves away first. */
  async toastGone(text: string | RegExp) {
    await this.page.mouse.move(5, 5);
    await expect(this.toast(text)).toBeHidden();
  }

  async type(text: string) {
    await this.box().fill(text);
  }

  async send(text: string) {
    await this.type(text);
    await this.box().press('Enter');
  }

  /** Opens the emoji picker and picks the first emoji found for `search`. */
  async pickEmoji(search: string) {
    await this.button('Inserir emoji').click();
    const picker = this.page.getByRole('dialog', { name: 'Inserir emoji' });
    await picker.getByRole('searchbox').or(picker.getByRole('textbox')).first().fill(search);
    await picker.getByRole('gridcell').first().click();
    await this.page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
  }

  /** 'Anexar' → one of its items (a file kind opens the system's file chooser). */
  async attach(item: 'Imagem' | 'Vídeo' | 'Áudio' | 'Documento', files: UploadFile[]) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.button('Anexar').click();
    await this.page.getByRole('menuitem', { name: item }).click();
    await (await chooser).setFiles(files);
    const dialog = this.dialog('Enviar arquivos');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async menu(item: 'Câmera' | 'Contato') {
    await this.button('Anexar').click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** The preview block of one chosen file in the preview dialog. */
  file(dialog: Locator, name: string): Locator {
    return dialog.getByRole('group', { name });
  }

  toggle(name: 'Mensagem privada' | 'Assinar mensagem'): Locator {
    return this.button(name);
  }

  quickReplies(): Locator {
    return this.page.getByRole('listbox', { name: 'Respostas rápidas' });
  }
}
