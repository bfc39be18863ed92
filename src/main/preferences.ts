import { globalStateSchema, type GlobalKey, type Language } from '@shared/local/schema';
import type { GlobalChangeListener } from './store/localStore';

export interface PreferenceEffects {
  /** The tray's menu shows do-not-disturb and speaks the language: redraw it. */
  refreshTray(): void;
  /** The application menu speaks the language: rebuild it. */
  rebuildMenu(): void;
  spellcheck(language: Language): void;
  startAtLogin(on: boolean): void;
  /** The flow builder's address changed: the windows reload, for their CSP to name the new one. */
  reloadWindows(): void;
  /** `store:changed` to every app window, so each shows the same (the tray's do-not-disturb too). */
  broadcast(key: GlobalKey, value: unknown): void;
}

/**
 * What main does when an installation-wide value changes in the local store, whoever changed it
 * (the renderer through store:set, or the tray): the renderer's language choice is main's signal
 * for the menus and the spellchecker, its start-at-login choice reaches the OS, a new flow builder
 * address reloads the windows (a page's CSP is fixed when it loads), and every change goes back to
 * the windows.
 */
export function followPreferences(effects: PreferenceEffects): GlobalChangeListener {
  return (key, value) => {
    if (key === 'language') {
      const language = globalStateSchema.language.parse(value);
      effects.spellcheck(language);
      effects.rebuildMenu();
      effects.refreshTray();
    } else if (key === 'doNotDisturb') {
      effects.refreshTray();
    } else if (key === 'startAtLogin') {
      effects.startAtLogin(globalStateSchema.startAtLogin.parse(value));
    } else if (key === 'flowBuilderUrl') {
      effects.reloadWindows();
    }
    effects.broadcast(key, value);
  };
}
