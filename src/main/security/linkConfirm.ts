import type { BrowserWindow, Dialog } from 'electron';
import type { Language } from '@shared/local/schema';

const TEXT: Record<Language, { message: string; open: string; cancel: string }> = {
  'pt-BR': { message: 'Abrir este endereço fora do Balcão?', open: 'Abrir', cancel: 'Cancelar' },
  en: { message: 'Open this address outside Balcão?', open: 'Open', cancel: 'Cancel' },
  es: { message: '¿Abrir esta dirección fuera de Balcão?', open: 'Abrir', cancel: 'Cancelar' },
  tr: { message: 'Bu adres Balcão dışında açılsın mı?', open: 'Aç', cancel: 'İptal' },
};

export interface LinkConfirmOptions {
  dialog: Pick<Dialog, 'showMessageBox'>;
  /** The window to attach the question to, when there is one. */
  window(): BrowserWindow | null;
  /** The interface language the user chose (the local store's global `language`). */
  language(): Language;
}

/**
 * Asks before an address leaves the app, showing it in full: a link's text in a customer's
 * message can say one thing and point elsewhere, and the renderer (untrusted) cannot skip this.
 */
export function createLinkConfirm({ dialog, window, language }: LinkConfirmOptions): (url: string) => Promise<boolean> {
  return async (url) => {
    const text = TEXT[language()] ?? TEXT['pt-BR'];
    const options = {
      type: 'question' as const,
      buttons: [text.open, text.cancel],
      defaultId: 0,
      cancelId: 1,
      noLink: true,
      message: text.message,
      detail: url,
    };
    const parent = window();
    const { response } = parent ? await dialog.showMessageBox(parent, options) : await dialog.showMessageBox(options);
    return response === 0;
  };
}
