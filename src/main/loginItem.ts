import type { Log } from './log';

export interface LoginItemOptions {
  platform: NodeJS.Platform;
  /** app.setLoginItemSettings (macOS and Windows). */
  setLoginItemSettings(settings: { openAtLogin: boolean; path?: string }): void;
  /** The executable to start: the AppImage itself when run from one, else Electron's binary. */
  executable: string;
  /** Linux: ~/.config/autostart (XDG_CONFIG_HOME respected by the caller). */
  autostartDir: string;
  writeFile(path: string, text: string): Promise<void>;
  removeFile(path: string): Promise<void>;
  mkdir(path: string): Promise<void>;
  joinPath(...parts: string[]): string;
  log: Log;
}

/** A desktop-entry Exec value: quoted, with the characters the spec says to escape inside quotes. */
export function desktopExec(executable: string): string {
  return `"${executable.replace(/([\\"`$])/g, '\\$1')}"`;
}

/** The XDG autostart entry that starts Balcão when the user logs in (Linux has no Electron API for it). */
export function autostartEntry(executable: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Balcão',
    'Comment=Desktop attendant client',
    `Exec=${desktopExec(executable)}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/**
 * The 'start at login' setting (the local store's global `startAtLogin`), applied when it changes:
 * the OS's login items on macOS and Windows, an XDG autostart file on Linux. Applied on change
 * only, never at every start, so turning it off in the OS's own settings is respected.
 */
export function createLoginItem(o: LoginItemOptions) {
  const file = o.joinPath(o.autostartDir, 'balcao.desktop');
  return {
    async set(openAtLogin: boolean): Promise<void> {
      try {
        if (o.platform === 'darwin') o.setLoginItemSettings({ openAtLogin });
        else if (o.platform === 'win32') o.setLoginItemSettings({ openAtLogin, path: o.executable });
        else if (openAtLogin) {
          await o.mkdir(o.autostartDir);
          await o.writeFile(file, autostartEntry(o.executable));
        } else await o.removeFile(file).catch(() => undefined);
        o.log.info(`start at login ${openAtLogin ? 'on' : 'off'}`);
      } catch (error) {
        o.log.error('could not change the start-at-login setting', error);
      }
    },
  };
}
