import { setApi } from '@renderer/api';
import { chooseBackend, logout } from '@renderer/session/service';
import { useSession } from '@renderer/session/store';
import { setPlatform } from '@renderer/platform';
import type { Kit, KitOptions } from './kit';
import { createKitPlatform } from './kitPlatform';
import { createRecorder, type StepRow } from './recorder';
import { companyData } from './steps/companyData';
import { privateNote } from './steps/privateNote';
import { profile } from './steps/profile';
import { refresh, signIn, signOut, socketConnects } from './steps/session';
import { testTicket } from './steps/testTicket';
import { accept, handBack, messages, resolve, transfer } from './steps/ticketFlow';
import { ticketLists } from './steps/ticketLists';

const DEFAULT_WAIT_MS = 10_000;

/** The core flows in order; each step skips itself when what it needs is missing. */
const STEPS: ((kit: Kit) => Promise<void>)[] = [
  signIn,
  socketConnects,
  refresh,
  companyData,
  ticketLists,
  testTicket,
  messages,
  accept,
  privateNote,
  transfer,
  resolve,
  handBack,
  profile,
  signOut,
];

/**
 * Runs Balcão's own API layer (the session service, the features' API calls, the renderer's
 * client and the desktop platform over main's HTTP module) through the core flows against one
 * backend, and returns a row per check. The session state is the app's module state: one run at
 * a time per process.
 */
export async function runContract(options: KitOptions): Promise<StepRow[]> {
  const { main, platform } = createKitPlatform(options.backendUrl, options.fetch);
  setPlatform(platform);
  const kit: Kit = {
    options: { ...options, waitMs: options.waitMs ?? DEFAULT_WAIT_MS },
    main,
    platform,
    rec: createRecorder(options.onRow),
    user: null,
    socketUp: false,
    pending: [],
    ticket: null,
    holding: false,
  };
  try {
    await chooseBackend(options.backendUrl);
    for (const step of STEPS) await step(kit);
  } finally {
    // A step that threw past its check (a bug of the kit) must still not leave a session or socket open.
    if (useSession.getState().phase === 'authenticated') await logout();
    setApi(null);
    setPlatform(null);
  }
  return kit.rec.rows;
}
