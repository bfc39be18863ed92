import type { Ticket } from '@shared/api/ticket';
import type { User } from '@shared/api/user';
import type { Platform } from '@renderer/platform';
import type { InProcessMain } from './inProcessMain';
import type { Recorder, StepRow } from './recorder';

export interface KitOptions {
  /** The backend's address, as a user types it on the login screen. */
  backendUrl: string;
  email: string;
  password: string;
  /** The pending ticket to accept, transfer and resolve; else a sandbox one, else the first pending. */
  ticketId?: number;
  /** How long to wait for the socket and its events (default 10 s). */
  waitMs?: number;
  /** Each row as soon as it is known (the CLI prints progress). */
  onRow?: (row: StepRow) => void;
  /**
   * The network under main's HTTP module: Node's fetch, unless a test puts a deployed backend's
   * behaviour in front of the reference server.
   */
  fetch?: typeof fetch;
}

/** What the steps share: the run's options, the in-process main, the rows, and what earlier steps found. */
export interface Kit {
  options: KitOptions & { waitMs: number };
  main: InProcessMain;
  platform: Platform;
  rec: Recorder;
  /** The signed-in user, as the session holds it (settings and plan read in). */
  user: User | null;
  socketUp: boolean;
  /** Page 1 of the pending list. */
  pending: Ticket[];
  /** The ticket the flow works on, as last read. */
  ticket: Ticket | null;
  /** The kit accepted the ticket and has not resolved it: the run must hand it back. */
  holding: boolean;
}

/** A step's guard: the reason it cannot run, or null. */
export function missing(kit: Kit, ...needs: ('user' | 'socket' | 'ticket' | 'holding')[]): string | null {
  for (const need of needs) {
    if (need === 'user' && !kit.user) return 'needs a signed-in user (login failed)';
    if (need === 'socket' && !kit.socketUp) return 'needs the company socket (realtime failed)';
    if (need === 'ticket' && !kit.ticket) return 'needs a test ticket';
    if (need === 'holding' && !kit.holding) return 'needs the ticket accepted by the user (accept failed)';
  }
  return null;
}
