// The main process: wires the real Electron objects into the modules (each tested with fakes).
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  Menu,
  nativeImage,
  Notification,
  powerMonitor,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  systemPreferences,
  Tray,
} from 'electron';
import ElectronStore from 'electron-store';
import type { EventChannel } from '@shared/ipc/channels';
import type { IpcEventPayload } from '@shared/ipc/contract';
import { flowBuilderOrigins } from '@shared/domain/embeds';
import { globalStateSchema } from '@shared/local/schema';
import devIconPath from '../../resources/icon.png?asset';
import { APP_SCHEME, createAppOrigin } from './appOrigin';
import { appMenuTemplate } from './appMenu';
import { createBackendSetting } from './backend';
import { createBadge } from './badge';
import { createDeepLinks, DEEP_LINK_SCHEME, deepLinkInArgv } from './deepLink';
import { createFiles } from './files';
import { createHttp } from './http';
import { handleIpc, send } from './ipc/handle';
import { createHandlers } from './ipc/handlers';
import { createTrustedSender } from './ipc/trustedSender';
import { createLifecycle } from './lifecycle';
import { consoleLog as log } from './log';
import { createLoginItem } from './loginItem';
import { createMediaAccess } from './mediaAccess';
import { showAbout, showStoreResetNotice } from './notices';
import { createNotifier } from './notifications';
import { createPdfExport } from './pdf';
import { followPreferences } from './preferences';
import { createAppProtocolHandler, registerAppScheme } from './protocol/appProtocol';
import { contentSecurityPolicy } from './security/csp';
import { createExternalOpener } from './security/externalUrl';
import { createLinkConfirm } from './security/linkConfirm';
import { guardNavigation } from './security/navigation';
import { installPermissionHandlers } from './security/permissions';
import { DEFAULT_WINDOW_SIZE, mainWindowOptions } from './security/windowOptions';
import { claimSingleInstance } from './singleInstance';
import { applySpellcheckLanguage } from './spellcheck';
import { createLocalStore } from './store/localStore';
import { migrateStore } from './store/migrations';
import { openStore } from './store/openStore';
import { PERSISTED_DEFAULTS, readSection, writeSection, type KeyValueStore, type Persisted } from './store/schema';
import { languageFromLocale, textsFor } from './texts';
import { createTray, trayStatus, type AppTray } from './tray';
import { createVault } from './vault';
import { createMainWindow, focusWindow } from './window';
import { initialBounds, trackWindowState } from './windowState';

// Before `ready`: a separate profile folder (the Electron tests give each test its own), the
// privileged scheme, sandboxing for every renderer, and the single-instance lock (per profile).
if (process.env.BALCAO_USER_DATA_DIR) app.setPath('userData', process.env.BALCAO_USER_DATA_DIR);
registerAppScheme(protocol);
app.enableSandbox();

// electron-vite dev serves the renderer over http; a packaged app never trusts such a URL.
const origins = createAppOrigin(app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL);
let mainWindow: BrowserWindow | null = null;
let tray: AppTray | null = null;
// The window icon (Linux shows it; Windows and macOS take the executable's). Packaged, it is copied
// beside app.asar by electron-builder's extraResources; unpackaged, it is the repository's file.
const iconPath = app.isPackaged ? join(process.resourcesPath, 'icon.png') : devIconPath;
const resourcesDir = app.isPackaged ? process.resourcesPath : join(import.meta.dirname, '../../resources');

// Deep links may arrive before the modules exist: macOS's 'open-url' as the app launches, or the
// first launch's own arguments on Windows and Linux.
const earlyLinks: string[] = [];
let openDeepLink = (url: string): unknown => earlyLinks.push(url);
app.on('open-url', (event, url) => {
  event.preventDefault();
  openDeepLink(url);
});
const launchLink = deepLinkInArgv(process.argv);
if (launchLink) earlyLinks.push(launchLink);

let showWindow = (): void => {
  if (mainWindow) focusWindow(mainWindow);
};

function broadcast<E extends EventChannel>(channel: E, payload: IpcEventPayload<E>): void {
  for (const window of BrowserWindow.getAllWindows()) send(window.webContents, channel, payload, log);
}

async function start(): Promise<void> {
  let setAside: string | null = null;
  const electronStore = openStore(
    () => {
      const opened = new ElectronStore<Persisted>({ name: 'balcao', defaults: PERSISTED_DEFAULTS, accessPropertiesByDotNotation: false });
      migrateStore({ get: (key) => opened.get(key as keyof Persisted), set: (key, value) => opened.set(key as keyof Persisted, value as never) }, log);
      return opened;
    },
    join(app.getPath('userData'), 'balcao.json'),
    log,
    undefined,
    (aside) => (setAside = aside),
  );
  const store: KeyValueStore = {
    get: (key) => electronStore.get(key as keyof Persisted),
    set: (key, value) => electronStore.set(key as keyof Persisted, value as never),
  };
  const language = () => globalStateSchema.language.parse(readSection(store, 'global').language);
  const texts = () => textsFor(language());

  const backend = createBackendSetting({
    store,
    log,
    envUrl: process.env.BALCAO_BACKEND_URL,
    // The page's CSP was fixed when it loaded: reload so it names the new backend.
    onOriginChange: () => setImmediate(() => BrowserWindow.getAllWindows().forEach((w) => w.webContents.reload())),
  });
  const vault = createVault({ safeStorage, store, log });
  const loginItem = createLoginItem({
    platform: process.platform,
    setLoginItemSettings: (settings) => app.setLoginItemSettings(settings),
    executable: process.env.APPIMAGE ?? process.execPath,
    autostartDir: join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'autostart'),
    writeFile: (path, text) => writeFile(path, text, 'utf8'),
    removeFile: (path) => rm(path),
    mkdir: async (path) => void (await mkdir(path, { recursive: true })),
    joinPath: join,
    log,
  });
  const lifecycle = createLifecycle({
    app,
    powerMonitor,
    closeToTray: () => localStore.get({ key: 'closeToTray' }) === true,
    hasTray: () => tray !== null,
    resumed: () => broadcast('system:resumed', {}),
  });
  const setApplicationMenu = () =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        appMenuTemplate({
          texts: texts(),
          platform: process.platform,
          isPackaged: app.isPackaged,
          about: () => void showAbout({ dialog, window: () => mainWindow, texts }, app.getVersion()),
          quit: () => lifecycle.quit(),
        }),
      ),
    );
  const localStore = createLocalStore(
    store,
    followPreferences({
      refreshTray: () => tray?.refresh(),
      rebuildMenu: setApplicationMenu,
      spellcheck: (l) => applySpellcheckLanguage(session.defaultSession, l, process.platform, log),
      startAtLogin: (on) => void loginItem.set(on),
      reloadWindows: () => setImmediate(() => BrowserWindow.getAllWindows().forEach((w) => w.webContents.reload())),
      broadcast: (key, value) => broadcast('store:changed', { key, value }),
    }),
  );
  // The flow builder an admin configured on this machine (/AcessTypebot): the one origin a frame may show besides the help videos.
  const flowBuilderFrames = () => flowBuilderOrigins(localStore.get({ key: 'flowBuilderUrl' }) as string | null);
  const externalOpener = createExternalOpener({
    shell,
    log,
    confirm: createLinkConfirm({ dialog, window: () => mainWindow, language }),
  });
  const files = createFiles({
    dialog: {
      showSaveDialog: (options) => (mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options)),
      showOpenDialog: (options) => (mainWindow ? dialog.showOpenDialog(mainWindow, options) : dialog.showOpenDialog(options)),
    },
    writeFile: (path, data) => writeFile(path, data),
    readFile: (path) => readFile(path),
    fileSize: async (path) => (await stat(path)).size,
    defaultDir: () => app.getPath('downloads'),
    joinPath: join,
    log,
  });
  const notifier = createNotifier({ Notification, window: () => mainWindow, log, iconPath });
  const badge = createBadge({
    setBadgeCount: (count) => app.setBadgeCount(count),
    window: () => mainWindow,
    image: (icon) => nativeImage.createFromBitmap(icon.bitmap, { width: icon.width, height: icon.height, scaleFactor: 2 }),
    tray: () => tray,
    describe: (b) => trayStatus(b, texts()),
    platform: process.platform,
  });
  const deepLinks = createDeepLinks({
    send: (ticketUuid) => (mainWindow ? send(mainWindow.webContents, 'deepLink:open', { ticketUuid }, log) : false),
    focus: () => showWindow(),
    log,
  });

  protocol.handle(APP_SCHEME, createAppProtocolHandler({ rootDir: join(import.meta.dirname, '../renderer'), csp: () => contentSecurityPolicy(backend.origin(), flowBuilderFrames()), log }));
  installPermissionHandlers(session.defaultSession, origins.isAppUrl, log);
  app.on('web-contents-created', (_event, contents) =>
    guardNavigation(contents, { isAppUrl: origins.isAppUrl, openExternal: (url) => externalOpener.open(url), log, frameOrigins: flowBuilderFrames }),
  );

  await handleIpc(
    createTrustedSender({ appWebContentsIds: () => BrowserWindow.getAllWindows().map((w) => w.webContents.id), isAppUrl: origins.isAppUrl }),
    createHandlers({
      appVersion: () => app.getVersion(),
      backend,
      http: createHttp({ backendOrigin: () => backend.origin(), vault, log }),
      vault,
      localStore,
      externalOpener,
      // Do not disturb is the renderer's to apply; main also holds back what arrives meanwhile.
      notifier: { show: (args) => (localStore.get({ key: 'doNotDisturb' }) === true ? undefined : notifier.show(args)) },
      files,
      mediaAccess: createMediaAccess({ platform: process.platform, systemPreferences }),
      pdf: createPdfExport({ contents: () => mainWindow?.webContents ?? null, save: (file) => files.save(file), log }),
      badge,
      deepLinks,
    }),
    log,
  );

  const openMainWindow = (): BrowserWindow => {
    const initial = initialBounds(readSection(store, 'window'), screen, DEFAULT_WINDOW_SIZE);
    const window = createMainWindow({
      BrowserWindow,
      options: mainWindowOptions({ preloadPath: join(import.meta.dirname, '../preload/index.cjs'), iconPath, bounds: initial.bounds }),
      url: origins.entryUrl,
      log,
      state: initial,
    });
    mainWindow = window;
    trackWindowState(window, (state) => writeSection(store, 'window', state));
    lifecycle.attach(window);
    // A reload (menu, refresh, new backend) drops the page's listeners: links wait until it asks again.
    window.webContents.on('did-start-loading', () => deepLinks.rendererGone());
    window.on('closed', () => {
      if (mainWindow === window) mainWindow = null;
    });
    badge.apply();
    return window;
  };
  showWindow = () => (mainWindow ? focusWindow(mainWindow) : void openMainWindow());

  setApplicationMenu();
  applySpellcheckLanguage(session.defaultSession, language(), process.platform, log);
  try {
    const icon = (name: string) => nativeImage.createFromPath(join(resourcesDir, 'tray', name));
    tray = createTray({
      Tray,
      Menu,
      icons: { normal: icon('tray.png'), attention: icon('tray-attention.png'), expired: icon('tray-expired.png') },
      texts,
      doNotDisturb: () => localStore.get({ key: 'doNotDisturb' }) === true,
      setDoNotDisturb: (on) => localStore.set({ key: 'doNotDisturb', value: on }),
      open: () => showWindow(),
      quit: () => lifecycle.quit(),
      platform: process.platform,
    });
  } catch (error) {
    // No tray on this desktop: closing the window then quits, as it must be reachable.
    log.warn('no tray icon available', error);
  }

  const window = openMainWindow();
  if (setAside) {
    const aside = setAside;
    window.once('ready-to-show', () =>
      void showStoreResetNotice({ dialog, window: () => mainWindow, texts: () => textsFor(languageFromLocale(app.getLocale())) }, aside),
    );
  }
  openDeepLink = (url) => deepLinks.open(url);
  earlyLinks.splice(0).forEach((url) => deepLinks.open(url));
  if (app.isPackaged) app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  // macOS keeps the app running with no window; clicking the dock icon brings one back.
  app.on('activate', () => showWindow());
}

if (
  claimSingleInstance(app, (argv) => {
    const link = deepLinkInArgv(argv);
    if (link) openDeepLink(link);
    else showWindow();
  })
) {
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      log.error('Balcão could not start', error);
      dialog.showErrorBox('Balcão', `Balcão could not start.\n\n${error instanceof Error ? error.message : String(error)}`);
      app.exit(1);
    });
}
