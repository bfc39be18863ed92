// The preload: runs sandboxed beside the page, bundled whole (electron is its only require).
import { contextBridge, ipcRenderer } from 'electron';
import { buildDesk } from './buildDesk';

contextBridge.exposeInMainWorld('desk', buildDesk(ipcRenderer));
