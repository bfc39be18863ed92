import { FILE_PICKS, type FilePickKind } from '@shared/domain/filePicks';
import { globalStateSchema, type GlobalKey } from '@shared/local/schema';

/**
 * The browser's file picker: an <input type=file> with the kind's accept list, resolved with the
 * chosen files, or [] on cancel (Chromium, Firefox and Safari fire 'cancel'). Call it from a click.
 */
export function pickFiles(kind: FilePickKind, multiple = false, doc: Document = document): Promise<File[]> {
  return new Promise((resolve) => {
    const input = doc.createElement('input');
    input.type = 'file';
    input.accept = FILE_PICKS[kind].accept;
    input.multiple = multiple;
    input.style.display = 'none';
    const done = (files: File[]) => {
      input.remove();
      resolve(files);
    };
    input.addEventListener('change', () => done([...(input.files ?? [])]), { once: true });
    input.addEventListener('cancel', () => done([]), { once: true });
    doc.body.appendChild(input);
    input.click();
  });
}

/** Another tab changed an installation-wide value (localStorage's storage event): the same keys as web.ts. */
export function onStorageChanged(listener: (key: GlobalKey, value: unknown) => void, win: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    const key = event.key?.startsWith('balcao.') ? event.key.slice('balcao.'.length) : null;
    if (!key || !Object.hasOwn(globalStateSchema, key) || event.newValue === null) return;
    try {
      listener(key as GlobalKey, globalStateSchema[key as GlobalKey].parse(JSON.parse(event.newValue)));
    } catch {
      // Not JSON: another app's value under our prefix; ignored.
    }
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/** How long a tab may be hidden before coming back counts as a resume (a laptop lid, a frozen tab). */
export const RESUME_AFTER_HIDDEN_MS = 60_000;

/**
 * A browser's 'resume': the network came back ('online'), or the tab is shown again after being
 * hidden a while (browsers freeze background tabs, and a closed lid suspends everything).
 */
export function onBrowserResume(listener: () => void, win: Window = window, now: () => number = Date.now): () => void {
  let hiddenAt: number | null = null;
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') hiddenAt = now();
    else if (hiddenAt !== null) {
      const away = now() - hiddenAt;
      hiddenAt = null;
      if (away >= RESUME_AFTER_HIDDEN_MS) listener();
    }
  };
  win.addEventListener('online', listener);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('online', listener);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
