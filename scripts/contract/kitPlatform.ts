import { createDesktopPlatform } from '@renderer/platform/desktop';
import { buildDesk } from '../../src/preload/buildDesk';
import { createInProcessMain } from './inProcessMain';

/**
 * The renderer's desktop platform, as the app has it: window.desk built by the preload from the
 * channel names, answered by main's own modules (inProcessMain.ts). So every request the kit makes
 * travels the way the desktop app's do, the refresh cookie kept by main.
 */
export function createKitPlatform(backendUrl: string, baseFetch?: typeof fetch) {
  const main = createInProcessMain(backendUrl, baseFetch);
  return { main, platform: createDesktopPlatform(buildDesk(main.ipc)) };
}
