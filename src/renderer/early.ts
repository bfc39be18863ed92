// The browser build's first script, loaded on its own beside the app's entry (renderer.vite.ts):
// a resumed session's first calls and the first screen's chunks go out while the app's code is
// still on its way.
import { startEarlyCalls } from './platform/earlyCalls';

startEarlyCalls(window.location.pathname);
