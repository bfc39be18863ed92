import { create } from 'zustand';

/** Which of the keyboard shell's dialogs is open (one at a time). */
interface ShellDialogs {
  open: 'palette' | 'help' | 'refresh' | null;
}

export const useShellDialogs = create<ShellDialogs>(() => ({ open: null }));

export const openPalette = () => useShellDialogs.setState({ open: 'palette' });
export const togglePalette = () => useShellDialogs.setState((s) => ({ open: s.open === 'palette' ? null : 'palette' }));
export const openShortcutsHelp = () => useShellDialogs.setState({ open: 'help' });
export const confirmRefresh = () => useShellDialogs.setState({ open: 'refresh' });
export const closeShellDialog = () => useShellDialogs.setState({ open: null });
