import type { Namespace, Server } from 'socket.io';
import { socketEvents, type EmittedPayload, type SocketEventKey } from '@shared/api/socketEvents';
import { tryParse } from '@shared/parse';
import type { ContractCheck } from '../config';
import { hasContactNumbers, maskContactNumbers } from '../services/numberMasking';

/**
 * The one way the server talks to sockets. Events go to rooms of the company namespace
 * `/<companyId>` so a user only receives what it may see (CONTRACT.md "stricter").
 */
export interface Emitter {
  /**
   * Sends an event of the contract (`socketEvents` of src/shared/api) by its key, with a payload
   * its schema accepts; rooms 'all' = the whole company namespace.
   */
  emit<K extends SocketEventKey>(
    companyId: number,
    rooms: readonly string[] | 'all',
    event: K,
    payload: EmittedPayload<K>,
  ): void;
  /** Re-evaluates the rooms of a user's sockets after its queues or flags changed. */
  refreshUser(companyId: number, userId: number): Promise<void>;
  /** Disconnects every socket of a user at once (its sessions ended: logout, password change). */
  disconnectUser(companyId: number, userId: number): void;
  /** Disconnects every socket of a company at once (the company was switched off). */
  disconnectCompany(companyId: number): void;
  /** Resolves once every event emitted so far has been handed to socket.io (tests, shutdown). */
  flush(): Promise<void>;
}

export interface EmitterHooks {
  /** Recomputes the room list of one user (set by the socket server once it exists). */
  roomsFor?: (companyId: number, userId: number) => Promise<string[] | null>;
  /** Whether the company's profile-user viewers see contact numbers masked (LGPD). */
  masksNumbers?: (companyId: number) => Promise<boolean>;
  logError?: (err: unknown) => void;
  /**
   * Tests only (the server's `contractCheck` option): each payload is parsed with its event's
   * schema, and one the client would drop is reported as a mismatch, as a refused reply is.
   */
  contractCheck?: ContractCheck;
}

/** The room every admin socket is in (services/ticketVisibility.ts `rooms.admins`). */
const ADMINS = 'admins';

/**
 * Number masking is per recipient, and rooms are not: when a company masks numbers and an event
 * carries a contact number, the sockets of the target rooms are fetched and each gets its own
 * copy: sockets in the `admins` room the full payload, every other socket the masked one (a
 * socket leaves `admins` the moment its user is demoted, see refreshUser). Other events are
 * broadcast as they are. To keep that decision (a settings read) from reordering events, every
 * emit of a company goes through one FIFO chain: `delete` still reaches clients before `update`.
 */
export function createEmitter(getIo: () => Server | null, hooks: EmitterHooks = {}): Emitter {
  const nsp = (companyId: number): Namespace | null => getIo()?.of(`/${companyId}`) ?? null;
  const chains = new Map<number, Promise<void>>();
  const logError = hooks.logError ?? (() => undefined);

  const deliver = async (companyId: number, rooms: readonly string[] | 'all', event: string, payload: unknown) => {
    if (rooms !== 'all' && rooms.length === 0) return;
    const masking = hooks.masksNumbers && hasContactNumbers(payload) ? await hooks.masksNumbers(companyId) : false;
    const n = nsp(companyId);
    if (!n) return;
    const target = rooms === 'all' ? n : n.in([...rooms]);
    if (!masking) {
      target.emit(event, payload);
      return;
    }
    const masked = maskContactNumbers(payload);
    for (const socket of await target.fetchSockets()) socket.emit(event, socket.rooms.has(ADMINS) ? payload : masked);
  };

  return {
    emit(companyId, rooms, key, payload) {
      const event = socketEvents[key].name(companyId);
      if (hooks.contractCheck) checkPayload(hooks.contractCheck, key, event, payload);
      const previous = chains.get(companyId) ?? Promise.resolve();
      const next = previous.then(() => deliver(companyId, rooms, event, payload)).catch(logError);
      chains.set(companyId, next);
      // Drop the chain once it is idle, so the map does not keep one entry per company forever.
      void next.then(() => {
        if (chains.get(companyId) === next) chains.delete(companyId);
      });
    },
    async refreshUser(companyId, userId) {
      const n = nsp(companyId);
      if (!n || !hooks.roomsFor) return;
      const next = await hooks.roomsFor(companyId, userId);
      const sockets = await n.in(`user:${userId}`).fetchSockets();
      for (const s of sockets) {
        if (!next) {
          s.disconnect(true);
          continue;
        }
        // Keep per-ticket and per-status rooms the socket asked for; replace permission rooms.
        for (const r of s.rooms) if (r !== s.id && !r.startsWith('ticket:') && !r.startsWith('status:')) s.leave(r);
        s.join(next);
      }
    },
    disconnectUser(companyId, userId) {
      nsp(companyId)?.in(`user:${userId}`).disconnectSockets(true);
    },
    disconnectCompany(companyId) {
      nsp(companyId)?.disconnectSockets(true);
    },
    async flush() {
      await Promise.all([...chains.values()]);
    },
  };
}

/**
 * Reports a payload its event's schema refuses. It is still delivered, as it would be without the
 * check: what the client then makes of it is for the test to see.
 */
function checkPayload(check: ContractCheck, key: SocketEventKey, event: string, payload: unknown): void {
  const parsed = tryParse(socketEvents[key].schema, payload);
  if (parsed.ok) return;
  const message = `Payload of ${event} (${key}) does not match its schema: ${parsed.error.issues.slice(0, 5).join('; ')}`;
  check.mismatch({ method: 'EMIT', path: event, message });
}
