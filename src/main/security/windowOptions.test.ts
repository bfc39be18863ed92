import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from './windowOptions';

describe('mainWindowOptions', () => {
  const options = mainWindowOptions({ preloadPath: '/app/out/preload/index.cjs', iconPath: '/app/icon.png' });

  it('treats the renderer as untrusted', () => {
    expect(options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      spellcheck: true,
      disableBlinkFeatures: 'Auxclick',
    });
  });

  it('opens at a sane size, hidden until ready', () => {
    expect(options).toMatchObject({
      width: 1280,
      height: 800,
      minWidth: 960,
      minHeight: 600,
      show: false,
      icon: '/app/icon.png',
    });
  });

  it('opens where the window was left', () => {
    expect(mainWindowOptions({ preloadPath: '/p.cjs', bounds: { x: 10, y: 20, width: 1000, height: 700 } })).toMatchObject({
      x: 10,
      y: 20,
      width: 1000,
      height: 700,
      minWidth: 960,
    });
  });
});
