import { confirmRefresh } from './shellStore';

/**
 * Whether reloading would lose something typed: a non-empty text area (the composer, a note, a
 * transfer message). Drafts are not kept elsewhere yet, so this is what a reload would throw away.
 */
export function hasUnsentText(root: ParentNode = document): boolean {
  return [...root.querySelectorAll('textarea')].some((area) => area.value.trim() !== '');
}

export function reloadApp(): void {
  window.location.reload();
}

/**
 * The top bar's refresh (spec 1 §1): reloads the screen, as the deployed client does, so every
 * list and the session are fetched afresh; when text would be lost it asks first.
 */
export function requestRefresh(): void {
  if (hasUnsentText()) confirmRefresh();
  else reloadApp();
}
