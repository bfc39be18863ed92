import type { Command } from '@renderer/ui';

/** Lower case without accents: 'Atenção' matches 'atencao'. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Palette order: the current ticket's actions, then the screens, then the app's own commands. */
export const GROUP_ORDER: readonly Command['group'][] = ['ticket', 'navigation', 'app'];

/**
 * The commands whose label (or group name) contains every word typed, in palette order; a label
 * that starts with the query comes first within its group.
 */
export function matchCommands(
  commands: readonly Command[],
  query: string,
  groupLabel: (group: Command['group']) => string,
): Command[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const q = words.join(' ');
  const scored = commands
    .map((command, index) => {
      const label = normalize(command.label);
      const haystack = `${label} ${normalize(groupLabel(command.group))}`;
      return { command, index, hit: words.every((w) => haystack.includes(w)), prefix: q !== '' && label.startsWith(q) };
    })
    .filter((c) => c.hit);
  return scored
    .sort(
      (a, b) =>
        GROUP_ORDER.indexOf(a.command.group) - GROUP_ORDER.indexOf(b.command.group) ||
        Number(b.prefix) - Number(a.prefix) ||
        a.index - b.index,
    )
    .map((c) => c.command);
}
