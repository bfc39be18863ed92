/** Whether the keyboard is a Mac's (Cmd instead of Ctrl, symbols for modifiers). */
export function isMacPlatform(nav: Pick<Navigator, 'userAgent'> = navigator): boolean {
  return /Mac|iPhone|iPad/.test(nav.userAgent);
}

const NAMES: Record<string, [pc: string, mac: string]> = {
  mod: ['Ctrl', '⌘'],
  ctrl: ['Ctrl', '⌃'],
  meta: ['Meta', '⌘'],
  alt: ['Alt', '⌥'],
  shift: ['Shift', '⇧'],
  arrowup: ['↑', '↑'],
  arrowdown: ['↓', '↓'],
  arrowleft: ['←', '←'],
  arrowright: ['→', '→'],
  enter: ['Enter', '↩'],
  escape: ['Esc', 'Esc'],
  space: ['Space', 'Space'],
};

/** The keys of a Mantine hotkey ('mod+K', 'alt+A', 'shift+?') as the user's keyboard labels them. */
export function formatShortcut(shortcut: string, mac: boolean): string[] {
  return shortcut
    .split('+')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const known = NAMES[part.toLowerCase()];
      if (known) return known[mac ? 1 : 0];
      return part.length === 1 ? part.toUpperCase() : part.charAt(0).toUpperCase() + part.slice(1);
    });
}
