import { describe, expect, it } from 'vitest';
import type { Command } from '@renderer/ui';
import { formatShortcut, isMacPlatform } from './formatShortcut';
import { matchCommands, normalize } from './matchCommands';

const cmd = (id: string, label: string, group: Command['group']): Command => ({ id, label, group, run: () => {} });
const COMMANDS = [
  cmd('route.tickets', 'Atendimentos', 'navigation'),
  cmd('route.contacts', 'Contatos', 'navigation'),
  cmd('app.theme', 'Alternar tema claro/escuro', 'app'),
  cmd('ticket.accept', 'Aceitar', 'ticket'),
  cmd('ticket.transfer', 'Transferir', 'ticket'),
];
const GROUPS = { ticket: 'Atendimento atual', navigation: 'Ir para', app: 'Aplicativo' };
const ids = (query: string) => matchCommands(COMMANDS, query, (g) => GROUPS[g]).map((c) => c.id);

describe('matchCommands', () => {
  it('everything, ticket actions first, then screens, then the app', () => {
    expect(ids('')).toEqual(['ticket.accept', 'ticket.transfer', 'route.tickets', 'route.contacts', 'app.theme']);
  });

  it('ignores case and accents, and needs every word', () => {
    expect(ids('ATEND')).toEqual(['ticket.accept', 'ticket.transfer', 'route.tickets']);
    expect(ids('contatos')).toEqual(['route.contacts']);
    expect(ids('tema escuro')).toEqual(['app.theme']);
    expect(ids('tema verde')).toEqual([]);
    expect(normalize('Ação Já')).toBe('acao ja');
  });

  it('finds commands by their group name too', () => {
    expect(ids('ir para')).toEqual(['route.tickets', 'route.contacts']);
  });

  it('within a group, a label that starts with the query comes first', () => {
    const list = [cmd('a', 'Resolver sem despedida', 'ticket'), cmd('b', 'Transferir', 'ticket'), cmd('c', 'Transferir e resolver', 'ticket')];
    expect(matchCommands(list, 'resolver', () => '').map((c) => c.id)).toEqual(['a', 'c']);
    expect(matchCommands(list, 'trans', () => '').map((c) => c.id)).toEqual(['b', 'c']);
  });
});

describe('formatShortcut', () => {
  it.each([
    { shortcut: 'mod+K', pc: ['Ctrl', 'K'], mac: ['⌘', 'K'] },
    { shortcut: 'alt+A', pc: ['Alt', 'A'], mac: ['⌥', 'A'] },
    { shortcut: 'shift+?', pc: ['Shift', '?'], mac: ['⇧', '?'] },
    { shortcut: 'ArrowDown', pc: ['↓'], mac: ['↓'] },
    { shortcut: 'Enter', pc: ['Enter'], mac: ['↩'] },
    { shortcut: 'j', pc: ['J'], mac: ['J'] },
  ])('$shortcut → $pc / $mac', ({ shortcut, pc, mac }) => {
    expect(formatShortcut(shortcut, false)).toEqual(pc);
    expect(formatShortcut(shortcut, true)).toEqual(mac);
  });

  it('knows a Mac from its user agent', () => {
    expect(isMacPlatform({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' })).toBe(true);
    expect(isMacPlatform({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(false);
  });
});
