import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { whatsapps } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { connectionSessionView } from './connectionView';
import { rooms } from './ticketVisibility';

type Row = typeof whatsapps.$inferSelect;

/**
 * The sandbox channel's QR pairing (spec 2 §4), stepped on the server's own timers the way a
 * deployed backend's WhatsApp session goes: OPENING → qrcode (a new code every `pairingQrMs`) →
 * CONNECTED when scanned, or DISCONNECTED with the code emptied after `pairingMaxQrCodes` codes
 * went unscanned. Every step is one `company-{id}-whatsappSession` `update`.
 * With `pairingQrMs: 0` no timer runs: tests step every live session with `tick()`.
 */
export interface Pairing {
  /** A new session: OPENING now, the first code next (POST /whatsapp, try again, new QR, restart). */
  start(row: Row): Promise<Row>;
  /** Ends a session (disconnect): DISCONNECTED, code emptied. */
  end(row: Row): Promise<Row>;
  /** Forgets a connection's session (it was deleted). */
  forget(whatsappId: number): void;
  /** The simulated phone scans the code shown now (`code`, when given, must be it). */
  scan(row: Row, input: { code?: string; number?: string }): Promise<Row>;
  /** One step of every session in progress (by hand, when `pairingQrMs` is 0). */
  tick(): Promise<void>;
  /** Sessions left half-way by a previous run have no timer any more: they read DISCONNECTED. */
  recover(): Promise<void>;
  /** Stops every timer and waits for a step in progress (server close). */
  close(): Promise<void>;
}

const PAIRING = ['OPENING', 'qrcode'];

export function createPairing(ctx: AppContext): Pairing {
  const { pairingOpeningMs, pairingQrMs, pairingMaxQrCodes } = ctx.options;
  const manual = pairingQrMs <= 0;
  /** Per live session: codes shown so far, its generation (a restart makes a new one), its timer. */
  const live = new Map<number, { shown: number; generation: number; timer: NodeJS.Timeout | null }>();
  const running = new Set<Promise<void>>();
  let generations = 0;
  let closed = false;

  const emit = async (row: Row) => {
    // A pairing code links whichever phone reads it: only those who manage connections get it
    // (CONTRACT.md "stricter": deployed backends send it to the whole company).
    ctx.emitter.emit(row.companyId, [rooms.connections], 'whatsappSession', {
      action: 'update',
      session: await connectionSessionView(ctx.db, row),
    });
  };

  const set = async (id: number, fields: Partial<Row>, onlyWhile?: string[]) => {
    const where = onlyWhile ? and(eq(whatsapps.id, id), inArray(whatsapps.status, onlyWhile)) : eq(whatsapps.id, id);
    const [row] = await ctx.db
      .update(whatsapps)
      .set({ ...fields, updatedAt: ctx.now() })
      .where(where)
      .returning();
    if (row) await emit(row);
    return row ?? null;
  };

  const forget = (id: number) => {
    const session = live.get(id);
    if (session?.timer) clearTimeout(session.timer);
    live.delete(id);
  };

  const schedule = (id: number, ms: number) => {
    const session = live.get(id);
    if (!session || closed || manual) return;
    const { generation } = session;
    session.timer = setTimeout(() => {
      session.timer = null;
      const run = step(id, generation).catch(ctx.logError);
      running.add(run);
      void run.finally(() => running.delete(run));
    }, ms);
  };

  /** OPENING → first code; a code → the next; past the last code → DISCONNECTED (deployed: 3 codes). */
  const step = async (id: number, generation: number) => {
    const session = live.get(id);
    if (closed || !session || session.generation !== generation) return;
    if (session.shown >= pairingMaxQrCodes) {
      forget(id);
      await set(id, { status: 'DISCONNECTED', qrcode: '' }, PAIRING);
      return;
    }
    session.shown += 1;
    const row = await set(id, { status: 'qrcode', qrcode: qrCode(id), number: '' }, PAIRING);
    if (!row) return forget(id);
    schedule(id, pairingQrMs);
  };

  return {
    async start(row) {
      forget(row.id);
      generations += 1;
      live.set(row.id, { shown: 0, generation: generations, timer: null });
      const opened = (await set(row.id, { status: 'OPENING', qrcode: '' })) ?? row;
      schedule(row.id, pairingOpeningMs);
      return opened;
    },
    async end(row) {
      forget(row.id);
      return (await set(row.id, { status: 'DISCONNECTED', qrcode: '', number: '' })) ?? row;
    },
    forget,
    async scan(row, { code, number }) {
      if (row.status !== 'qrcode' || !row.qrcode || (code !== undefined && code !== row.qrcode))
        throw new HttpError(409, 'ERR_WAPP_NOT_PAIRING');
      forget(row.id);
      const scanned = await ctx.db
        .update(whatsapps)
        .set({ status: 'CONNECTED', qrcode: '', number: number ?? sandboxNumber(), updatedAt: ctx.now() })
        .where(and(eq(whatsapps.id, row.id), eq(whatsapps.status, 'qrcode'), eq(whatsapps.qrcode, row.qrcode)))
        .returning();
      // The code changed between the read and the scan: the phone saw an old one.
      if (!scanned[0]) throw new HttpError(409, 'ERR_WAPP_NOT_PAIRING');
      await emit(scanned[0]);
      return scanned[0];
    },
    async tick() {
      for (const [id, session] of [...live]) await step(id, session.generation);
    },
    async recover() {
      await ctx.db
        .update(whatsapps)
        .set({ status: 'DISCONNECTED', qrcode: '' })
        .where(inArray(whatsapps.status, PAIRING));
    },
    async close() {
      closed = true;
      for (const id of [...live.keys()]) forget(id);
      await Promise.allSettled([...running]);
    },
  };
}

/** A code shaped like WhatsApp's (`2@…,…,…`), unique per step so a client sees it change. */
function qrCode(whatsappId: number): string {
  const part = () => randomBytes(12).toString('base64');
  return `2@sandbox-${whatsappId}-${randomBytes(9).toString('base64url')},${part()},${part()},${part()}`;
}

/** The phone that scanned: a Brazilian mobile of the sandbox. */
function sandboxNumber(): string {
  return `55659${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
