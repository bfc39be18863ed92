import { useMemo } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened, useAllCommands, useCommands, type Command } from '@renderer/ui';
import { toggleTheme } from '@renderer/session';
import { CommandPalette } from './CommandPalette';
import { requestRefresh } from './refresh';
import { RefreshConfirm } from './RefreshConfirm';
import { closeShellDialog, openShortcutsHelp, togglePalette, useShellDialogs } from './shellStore';
import { ShortcutsHelp } from './ShortcutsHelp';
import { useRouteCommands } from './useRouteCommands';

/** Text fields never lose a typed '?' to the help dialog. */
const TYPING_TAGS = ['INPUT', 'TEXTAREA', 'SELECT'];

/**
 * The keyboard shell of the signed-in app (issue 3 "Keyboard"): Ctrl/Cmd+K opens the command
 * palette from anywhere (text fields too), Shift+? the shortcuts help (not while typing). Also
 * registers the app's own commands. Mounted once, in the layout.
 */
export function KeyboardShell() {
  const { t } = useTranslation('commands');
  const open = useShellDialogs((s) => s.open);
  const scheme = useComputedColorScheme('light');

  useHotkeys([['mod+K', togglePalette]], []);
  useHotkeys(
    [
      ['shift+?', openShortcutsHelp],
      // Layouts where '?' needs no Shift.
      ['?', openShortcutsHelp],
    ],
    TYPING_TAGS,
  );

  const appCommands = useMemo<Command[]>(
    () => [
      { id: 'app.shortcuts', label: t('app.shortcuts'), group: 'app', shortcut: 'shift+?', run: openShortcutsHelp },
      { id: 'app.theme', label: t('app.toggleTheme'), group: 'app', run: () => toggleTheme(scheme) },
      { id: 'app.refresh', label: t('app.refresh'), group: 'app', run: requestRefresh },
    ],
    [t, scheme],
  );
  useCommands('app', appCommands);

  const routes = useRouteCommands();
  const registered = useAllCommands();
  const commands = useMemo(() => [...routes, ...registered], [routes, registered]);

  // Each dialog mounts the first time it opens: closed, they rendered with the layout on every
  // start (issue 18).
  return (
    <>
      <MountWhenOpened opened={open === 'palette'}>
        {(shown) => <CommandPalette opened={shown} onClose={closeShellDialog} commands={commands} />}
      </MountWhenOpened>
      <MountWhenOpened opened={open === 'help'}>
        {(shown) => <ShortcutsHelp opened={shown} onClose={closeShellDialog} commands={registered} />}
      </MountWhenOpened>
      <MountWhenOpened opened={open === 'refresh'}>
        {(shown) => <RefreshConfirm opened={shown} onClose={closeShellDialog} />}
      </MountWhenOpened>
    </>
  );
}
