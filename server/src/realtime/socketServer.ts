import type { Server as HttpServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { Server, type Socket } from 'socket.io';
import { bearerOf } from '../auth/accessToken';
import { isSessionCurrent, verifySession } from '../auth/sessions';
import type { AppContext } from '../context';
import { tickets, users } from '../db/schema';
import { loadActor, type Actor } from '../services/actor';
import { canSeeTicket, rooms, roomsOfActor } from '../services/ticketVisibility';

const idArg = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * socket.io on the same HTTP server. Namespaces `/<companyId>`; the handshake query carries
 * `token: "Bearer <jwt>"` (CONTRACT.md). A missing, invalid or expired token, one of an ended
 * session, or one of another company, is refused before the connection is accepted. Once
 * connected, the socket is disconnected when its token expires (a timer on the injectable clock)
 * or its session ends (auth/sessions.ts endSessions; also checked before every event): the
 * client refreshes, reconnects and resyncs.
 */
export function attachSocketServer(http: HttpServer, ctx: AppContext): Server {
  const io = new Server(http, {
    cors: { origin: ctx.options.corsOrigins, credentials: true },
    serveClient: false,
  });
  const companies = io.of(/^\/\d+$/);

  companies.use((socket, next) => {
    const companyId = Number(socket.nsp.name.slice(1));
    const token = bearerOf(socket.handshake.query.token);
    if (!token) return next(new Error('ERR_SESSION_EXPIRED'));
    verifySession(ctx, token)
      .then(async (payload) => {
        if (!payload || payload.companyId !== companyId) return next(new Error('ERR_SESSION_EXPIRED'));
        const actor = await loadActor(ctx.db, payload.id, companyId);
        if (!actor) return next(new Error('ERR_SESSION_EXPIRED'));
        socket.data.actor = actor;
        socket.data.session = { sv: payload.sv, expiresAtMs: payload.exp * 1000 };
        next();
      })
      .catch(() => next(new Error('ERR_SESSION_EXPIRED')));
  });

  companies.on('connection', (socket: Socket) => {
    const actor = socket.data.actor as Actor;
    void socket.join(roomsOfActor(actor));
    endAtExpiry(socket, ctx);
    registerClientEvents(socket, ctx);
  });
  return io;
}

interface SocketSession {
  sv: string;
  expiresAtMs: number;
}

/** Disconnects the socket when its access token expires, by the server's clock (ctx.now). */
function endAtExpiry(socket: Socket, ctx: AppContext): void {
  const { expiresAtMs } = socket.data.session as SocketSession;
  let timer: NodeJS.Timeout | undefined;
  const look = () => {
    const left = expiresAtMs - ctx.now().getTime();
    if (left <= 0) {
      socket.disconnect(true);
      return;
    }
    // Never longer than socketExpiryCheckMs: the clock may jump (or be moved by a test).
    timer = setTimeout(look, Math.min(left, ctx.options.socketExpiryCheckMs));
    timer.unref();
  };
  socket.on('disconnect', () => clearTimeout(timer));
  look();
}

/**
 * Every event of the socket first checks that its session is still on: token not expired and
 * not of an ended session; otherwise the socket is disconnected and the event dropped. The checks
 * are chained so events keep their order.
 */
function guardEvents(socket: Socket, ctx: AppContext): void {
  const session = socket.data.session as SocketSession;
  const actor = socket.data.actor as Actor;
  let chain = Promise.resolve();
  socket.use((_packet, next) => {
    chain = chain
      .then(async () => {
        const live =
          session.expiresAtMs > ctx.now().getTime() && (await isSessionCurrent(ctx, { id: actor.id, sv: session.sv }));
        if (live) next();
        else socket.disconnect(true);
      })
      .catch((err: unknown) => {
        ctx.logError(err);
        socket.disconnect(true);
      });
  });
}

function registerClientEvents(socket: Socket, ctx: AppContext): void {
  guardEvents(socket, ctx);
  const actorNow = () => socket.data.actor as Actor;
  // A failing handler must not become an unhandled rejection (that would end the process).
  const safely =
    <A extends unknown[]>(fn: (...args: A) => Promise<void>) =>
    (...args: A) =>
      void fn(...args).catch((err: unknown) => ctx.logError(err));

  socket.on(
    'joinChatBox',
    safely(async (ticketId: unknown) => {
      const id = idArg(ticketId);
      if (!id) return;
      // Fresh from the database: the user's queues may have changed since the handshake.
      const actor = await loadActor(ctx.db, actorNow().id, actorNow().companyId);
      const [t] = await ctx.db.select().from(tickets).where(eq(tickets.id, id));
      // Only a ticket of this company that the user may see.
      if (actor && t && t.companyId === actor.companyId && canSeeTicket(actor, t)) void socket.join(rooms.ticket(id));
    }),
  );
  socket.on('joinChatBoxLeave', (ticketId: unknown) => {
    const id = idArg(ticketId);
    if (id) void socket.leave(rooms.ticket(id));
  });
  socket.on('joinNotification', () => void socket.join(rooms.notification));
  socket.on('joinTickets', (status: unknown) => {
    if (typeof status === 'string' && /^[a-z]{1,16}$/.test(status)) void socket.join(rooms.status(status));
  });
  const leaveStatus = (status: unknown) => {
    if (typeof status === 'string') void socket.leave(rooms.status(status));
  };
  socket.on('joinTicketsLeave', leaveStatus);
  socket.on('leaveTickets', leaveStatus);
  socket.on(
    'userStatus',
    safely(async () => {
      await ctx.db.update(users).set({ online: true }).where(eq(users.id, actorNow().id));
    }),
  );
  socket.on(
    'disconnect',
    safely(async () => {
      const actor = actorNow();
      const left = await socket.nsp.in(rooms.user(actor.id)).fetchSockets();
      if (left.length === 0) await ctx.db.update(users).set({ online: false }).where(eq(users.id, actor.id));
    }),
  );
}

/** Recomputes a user's rooms (for Emitter.refreshUser); null when the user is gone. */
export async function roomsForUser(ctx: AppContext, companyId: number, userId: number): Promise<string[] | null> {
  const actor = await loadActor(ctx.db, userId, companyId);
  return actor ? roomsOfActor(actor) : null;
}
