import { basename } from 'node:path';
import type { BrowserWindow, Dialog, MessageBoxOptions } from 'electron';
import type { MainTexts } from './texts';

export interface NoticeOptions {
  dialog: Pick<Dialog, 'showMessageBox'>;
  window(): BrowserWindow | null;
  texts(): MainTexts;
}

async function show({ dialog, window }: NoticeOptions, options: MessageBoxOptions): Promise<void> {
  const parent = window();
  if (parent) await dialog.showMessageBox(parent, options);
  else await dialog.showMessageBox(options);
}

/**
 * The store file could not be read and was set aside (openStore.ts): the app started clean, so
 * the user finds themselves signed out with default preferences — this says why, and where the
 * old file is.
 */
export function showStoreResetNotice(o: NoticeOptions, asidePath: string): Promise<void> {
  const t = o.texts().storeReset;
  return show(o, { type: 'warning', message: t.message, detail: t.detail(basename(asidePath)), buttons: [t.ok], noLink: true });
}

/** Help → About (Windows and Linux; macOS has its standard panel). */
export function showAbout(o: NoticeOptions, version: string): Promise<void> {
  const t = o.texts();
  return show(o, { type: 'info', title: t.about.title, message: 'Balcão', detail: t.about.detail(version), buttons: ['OK'], noLink: true });
}
