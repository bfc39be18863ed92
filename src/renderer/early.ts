// The browser build's first script, loaded on its own beside the app's entry (renderer.vite.ts):
// the session's refresh goes out while the app's code is still on its way.
import { startEarlyRefresh } from './platform/earlyRefresh';

startEarlyRefresh();
