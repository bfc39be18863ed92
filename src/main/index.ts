// The main process: wires the real Electron objects into the modules (each tested with fakes).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, Notification, protocol, safeStorage, session, shell, systemPreferences } from 'electron';
import ElectronStore from 'electron-store';
import { globalStateSchema } from '@shared/local/schema';
import devIconPath from '../../resources/icon.png?asset';
import { APP_SCHEME, createAppOrigin } from './appOrigin';
import { createBackendSetting } from './backend';
import { createHttp } from './http';
import { handleIpc } from './ipc/handle';
import { createHandlers } from './ipc/handlers';
import { createTrustedSender } from './ipc/trustedSender';
import { consoleLog as log } from './log';
import { createFiles } from './files';
import { createMediaAccess } from './mediaAccess';
import { createNotifier } from './notifications';
import { createAppProtocolHandler, registerAppScheme } from './protocol/appProtocol';
import { contentSecurityPolicy } from './security/csp';
import { createExternalOpener } from './security/externalUrl';
import { createLinkConfirm } from './security/linkConfirm';
import { guardNavigation } from './security/navigation';
import { installPermissionHandlers } from './security/permissions';
import { mainWindowOptions } from './security/windowOptions';
import { claimSingleInstance } from './singleInstance';
import { createLocalStore } from './store/localStore';
import { openStore } from './store/openStore';
import { PERSISTED_DEFAULTS, readSection, type KeyValueStore, type Persisted } from './store/schema';
import { createVault } from './vault';
import { createMainWindow, focusWindow } from './window';

// Before `ready`: a separate profile folder (the Electron tests give each test its own), the
// privileged scheme, sandboxing for every renderer, and the single-instance lock (per profile).
if (process.env.BALCAO_USER_DATA_DIR) app.setPath('userData', process.env.BALCAO_USER_DATA_DIR);
registerAppScheme(protocol);
app.enableSandbox();

// electron-vite dev serves the renderer over http; a packaged app never trusts such a URL.
const origins = createAppOrigin(app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL);
let mainWindow: BrowserWindow | null = null;
// The window icon (Linux shows it; Windows and macOS take the executable's). Packaged, it is copied
// beside app.asar by electron-builder's extraResources; unpackaged, it is the repository's file.
const iconPath = app.isPackaged ? join(process.resourcesPath, 'icon.png') : devIconPath;

function openMainWindow(): BrowserWindow {
  mainWindow = createMainWindow({
    BrowserWindow,
    options: mainWindowOptions({ preloadPath: join(import.meta.dirname, '../preload/index.cjs'), iconPath }),
    url: origins.entryUrl,
    log,
  });
  mainWindow.on('closed', () => (mainWindow = null));
  return mainWindow;
}

async function start(): Promise<void> {
  const storeFile = join(app.getPath('userData'), 'balcao.json');
  const electronStore = openStore(
    () =>
      new ElectronStore<Persisted>({
        name: 'balcao',
        defaults: PERSISTED_DEFAULTS,
        accessPropertiesByDotNotation: false,
      }),
    storeFile,
    log,
  );
  const store: KeyValueStore = {
    get: (key) => electronStore.get(key as keyof Persisted),
    set: (key, value) => electronStore.set(key as keyof Persisted, value as never),
  };

  const backend = createBackendSetting({
    store,
    log,
    envUrl: process.env.BALCAO_BACKEND_URL,
    // The page's CSP was fixed when it loaded: reload so it names the new backend.
    onOriginChange: () => setImmediate(() => BrowserWindow.getAllWindows().forEach((w) => w.webContents.reload())),
  });
  const vault = createVault({ safeStorage, store, log });
  const localStore = createLocalStore(store);
  const externalOpener = createExternalOpener({
    shell,
    log,
    confirm: createLinkConfirm({
      dialog,
      window: () => mainWindow,
      language: () => globalStateSchema.language.parse(readSection(store, 'global').language),
    }),
  });

  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      rootDir: join(import.meta.dirname, '../renderer'),
      csp: () => contentSecurityPolicy(backend.origin()),
      log,
    }),
  );
  installPermissionHandlers(session.defaultSession, origins.isAppUrl, log);
  app.on('web-contents-created', (_event, contents) =>
    guardNavigation(contents, { isAppUrl: origins.isAppUrl, openExternal: (url) => externalOpener.open(url), log }),
  );

  await handleIpc(
    createTrustedSender({
      appWebContentsIds: () => BrowserWindow.getAllWindows().map((w) => w.webContents.id),
      isAppUrl: origins.isAppUrl,
    }),
    createHandlers({
      appVersion: () => app.getVersion(),
      backend,
      http: createHttp({ backendOrigin: () => backend.origin(), vault, log }),
      vault,
      localStore,
      externalOpener,
      notifier: createNotifier({ Notification, window: () => mainWindow, log, iconPath }),
      files: createFiles({
        dialog: { showSaveDialog: (options) => (mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options)) },
        writeFile: (path, data) => writeFile(path, data),
        defaultDir: () => app.getPath('downloads'),
        joinPath: join,
        log,
      }),
      mediaAccess: createMediaAccess({ platform: process.platform, systemPreferences }),
    }),
    log,
  );

  openMainWindow();
  // macOS keeps the app running with no window; clicking the dock icon brings one back.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
  });
}

if (claimSingleInstance(app, () => mainWindow && focusWindow(mainWindow))) {
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      log.error('Balcão could not start', error);
      dialog.showErrorBox(
        'Balcão',
        `Balcão could not start.\n\n${error instanceof Error ? error.message : String(error)}`,
      );
      app.exit(1);
    });
}
