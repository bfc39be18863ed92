import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * Commands the user can run from the command palette (Ctrl/Cmd+K) and see in the shortcuts help
 * (Shift+?). A screen registers its commands while it is mounted; the palette lists them all.
 */
export interface Command {
  /** Unique within its scope, e.g. 'ticket.accept'. */
  id: string;
  /** Translated label, as shown in the palette. */
  label: string;
  /** Palette section: 'navigation' (routes), 'ticket' (the current ticket's actions), 'app'. */
  group: 'navigation' | 'ticket' | 'app';
  /** Key combination shown in the palette and the help dialog, Mantine `useHotkeys` syntax ('mod+K', 'shift+A'). */
  shortcut?: string;
  run(): void;
}

const useCommandStore = create<{ scopes: Record<string, Command[]> }>(() => ({ scopes: {} }));

/** Registers a scope's commands while the calling component is mounted (replaced when they change). */
export function useCommands(scope: string, commands: Command[]): void {
  useEffect(() => {
    useCommandStore.setState((s) => ({ scopes: { ...s.scopes, [scope]: commands } }));
    return () =>
      useCommandStore.setState((s) => {
        const { [scope]: _gone, ...rest } = s.scopes;
        return { scopes: rest };
      });
  }, [scope, commands]);
}

/** Every registered command, for the palette and the help dialog. */
export function useAllCommands(): Command[] {
  const scopes = useCommandStore((s) => s.scopes);
  return Object.values(scopes).flat();
}
