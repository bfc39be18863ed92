import { io, type Socket } from 'socket.io-client';
import { socketEvents, type EventPayload, type SocketEventKey } from '@shared/api/socketEvents';
import { LIMITS } from '@shared/domain/constants';
import { tryParse } from '@shared/parse';

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected';

export interface RealtimeOptions {
  backendUrl: string;
  companyId: number;
  getToken(): string | null;
  /** Called when the server refuses the token; resolves a fresh one or null. */
  refresh(): Promise<string | null>;
  /** Called when a refresh after the server ended the socket says the session is over. */
  onSessionOver?(): void;
  /** A payload that failed its schema: logged and dropped, never applied. */
  onMalformed?(event: string, message: string): void;
}

/** A room the client asked to join; re-joined after every reconnect. */
type Join = { event: string; arg?: string | number };

/**
 * The one socket of a company namespace (CONTRACT.md "Realtime"): token in the handshake query,
 * websocket transport, reconnect after 1000 ms without limit, rooms re-joined and a `resync`
 * signal after every reconnect so features fetch over HTTP what they missed.
 */
export function createRealtime(options: RealtimeOptions) {
  const origin = new URL(options.backendUrl).origin;
  const socket: Socket = io(`${origin}/${options.companyId}`, {
    transports: ['websocket'],
    query: { token: `Bearer ${options.getToken() ?? ''}` },
    reconnection: true,
    reconnectionDelay: LIMITS.socketReconnectDelayMs,
    reconnectionDelayMax: 5000,
    reconnectionAttempts: Infinity,
    timeout: LIMITS.socketConnectTimeoutMs,
    autoConnect: false,
  });

  const joins = new Map<string, Join>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  const resyncListeners = new Set<() => void>();
  let closed = false;
  /** Refusals in a row; a token the server keeps refusing (another company's) must not loop forever. */
  let refusals = 0;
  let status: RealtimeStatus = 'connecting';

  /** Room events take one argument or none (joinNotification). */
  const emitJoin = (event: string, arg: string | number | undefined) => {
    if (arg === undefined) socket.emit(event);
    else socket.emit(event, arg);
  };
  const setStatus = (next: RealtimeStatus) => {
    status = next;
    statusListeners.forEach((l) => l(next));
  };
  const setToken = (token: string | null) => {
    socket.io.opts.query = { ...(socket.io.opts.query ?? {}), token: `Bearer ${token ?? ''}` };
  };

  socket.on('connect', () => {
    refusals = 0;
    for (const join of joins.values()) emitJoin(join.event, join.arg);
    setStatus('connected');
    // Also after the first connect: lists loaded over HTTP before the socket was up may have
    // missed events in between. Features resync only what they have already loaded.
    resyncListeners.forEach((l) => l());
  });

  socket.on('disconnect', async (reason) => {
    setStatus('disconnected');
    // The server ends a socket whose token it refuses; socket.io does not retry that by itself.
    if (reason === 'io server disconnect' && !closed) await reconnectWithFreshToken();
  });

  socket.on('connect_error', async () => {
    setStatus('disconnected');
    if (!socket.active && !closed) await reconnectWithFreshToken();
  });

  async function reconnectWithFreshToken() {
    refusals += 1;
    if (refusals > 3) return;
    let token: string | null;
    try {
      token = await options.refresh();
    } catch {
      return; // offline: socket.io's own reconnection or reconnectNow tries again
    }
    if (closed) return;
    if (!token) {
      // Logout elsewhere, a password change: the server ended every session of the user.
      options.onSessionOver?.();
      return;
    }
    setToken(token);
    setTimeout(() => !closed && socket.connect(), LIMITS.socketReconnectDelayMs);
  }

  return {
    connect() {
      setToken(options.getToken());
      socket.connect();
    },
    get status() {
      return status;
    },
    /** Keeps the handshake token current for the next reconnect. */
    setToken,
    /**
     * Listens to one event of the contract (`socketEvents` of src/shared/api) in this company's
     * namespace: each payload is parsed with the event's schema, a malformed one logged and dropped
     * (and told to `onMalformed`, for a caller that reports what a backend sent wrong).
     */
    onEvent<K extends SocketEventKey>(
      key: K,
      handler: (data: EventPayload<K>) => void,
      onMalformed?: (message: string) => void,
    ): () => void {
      const { name, schema } = socketEvents[key];
      const event = name(options.companyId);
      const listener = (raw: unknown) => {
        const parsed = tryParse(schema, raw, event);
        // The schema is the key's own: TypeScript cannot follow a generic key to its entry.
        if (parsed.ok) handler(parsed.data as EventPayload<K>);
        else {
          console.warn(parsed.error.message);
          options.onMalformed?.(event, parsed.error.message);
          onMalformed?.(parsed.error.message);
        }
      };
      socket.on(event, listener);
      return () => socket.off(event, listener);
    },
    /** Emits and remembers a join so it is repeated after each reconnect. */
    join(event: string, arg?: string | number) {
      joins.set(`${event}:${arg ?? ''}`, { event, arg });
      if (socket.connected) emitJoin(event, arg);
    },
    leave(joinEvent: string, leaveEvent: string, arg?: string | number) {
      joins.delete(`${joinEvent}:${arg ?? ''}`);
      if (socket.connected) emitJoin(leaveEvent, arg);
    },
    emit(event: string, ...args: unknown[]) {
      if (socket.connected) socket.emit(event, ...args);
    },
    onStatus(listener: (status: RealtimeStatus) => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    /**
     * Reconnects at once (the computer woke up, the network came back): a socket that still looks
     * connected after a sleep is usually a dead connection that would take a ping timeout to
     * notice. Disconnecting shows 'reconnecting'; the new connect re-joins the rooms and fires
     * `onResync`, so every feature fetches over HTTP what it missed.
     */
    reconnectNow() {
      if (closed) return;
      setToken(options.getToken());
      if (socket.connected || socket.active) socket.disconnect();
      socket.connect();
    },
    /** Fires on every connect: what arrived while not connected must be fetched again. */
    onResync(listener: () => void): () => void {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    close() {
      closed = true;
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
