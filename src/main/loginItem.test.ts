import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { autostartEntry, createLoginItem, desktopExec } from './loginItem';
import { fakeLog } from './testing/fakes';

function setup(platform: NodeJS.Platform) {
  const files = new Map<string, string>();
  const setLoginItemSettings = vi.fn();
  const item = createLoginItem({
    platform,
    setLoginItemSettings,
    executable: '/opt/Balcão/balcao',
    autostartDir: '/home/ana/.config/autostart',
    writeFile: async (path, text) => void files.set(path, text),
    removeFile: async (path) => {
      if (!files.delete(path)) throw new Error('ENOENT');
    },
    mkdir: async () => undefined,
    joinPath: join,
    log: fakeLog(),
  });
  return { item, files, setLoginItemSettings };
}

describe('createLoginItem (startAtLogin)', () => {
  it('uses the OS login items on macOS and Windows', async () => {
    const mac = setup('darwin');
    await mac.item.set(true);
    expect(mac.setLoginItemSettings).toHaveBeenLastCalledWith({ openAtLogin: true });
    const win = setup('win32');
    await win.item.set(false);
    expect(win.setLoginItemSettings).toHaveBeenLastCalledWith({ openAtLogin: false, path: '/opt/Balcão/balcao' });
  });

  it('writes and removes an XDG autostart entry on Linux', async () => {
    const { item, files, setLoginItemSettings } = setup('linux');
    await item.set(true);
    expect(files.get('/home/ana/.config/autostart/balcao.desktop')).toContain('Exec="/opt/Balcão/balcao"');
    await item.set(false);
    expect(files.size).toBe(0);
    await expect(item.set(false)).resolves.toBeUndefined(); // already gone: fine
    expect(setLoginItemSettings).not.toHaveBeenCalled();
  });
});

describe('autostartEntry', () => {
  it('is a valid desktop entry with a quoted, escaped Exec', () => {
    expect(autostartEntry('/x/Balcão.AppImage')).toMatch(/^\[Desktop Entry\]\nType=Application\n/);
    expect(desktopExec('/home/a "b"/$x`y`\\z')).toBe('"/home/a \\"b\\"/\\$x\\`y\\`\\\\z"');
  });
});
