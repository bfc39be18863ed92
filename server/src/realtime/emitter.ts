import type { Namespace, Server } from 'socket.io';

/**
 * The one way the server talks to sockets. Events go to rooms of the company namespace
 * `/<companyId>` so a user only receives what it may see (CONTRACT.md "stricter").
 */
export interface Emitter {
  /** rooms 'all' = the whole company namespace. */
  emit(companyId: number, rooms: readonly string[] | 'all', event: string, payload: unknown): void;
  /** Re-evaluates the rooms of a user's sockets after its queues or flags changed. */
  refreshUser(companyId: number, userId: number): Promise<void>;
}

export interface EmitterHooks {
  /** Recomputes the room list of one user (set by the socket server once it exists). */
  roomsFor?: (companyId: number, userId: number) => Promise<string[] | null>;
}

export function createEmitter(getIo: () => Server | null, hooks: EmitterHooks = {}): Emitter {
  const nsp = (companyId: number): Namespace | null => getIo()?.of(`/${companyId}`) ?? null;
  return {
    emit(companyId, rooms, event, payload) {
      const n = nsp(companyId);
      if (!n) return;
      if (rooms === 'all') n.emit(event, payload);
      else if (rooms.length > 0) n.to([...rooms]).emit(event, payload);
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
  };
}
