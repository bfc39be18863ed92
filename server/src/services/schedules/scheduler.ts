import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { schedules } from '../../db/schema';
import { createPeriodicPass } from '../periodicPass';
import { nthSend } from './recurrence';
import { emitSchedule, scheduleView } from './scheduleView';
import { sendSchedule } from './sendSchedule';

export interface Scheduler {
  /** Marks schedules a crash left AGENDADA as ERRO, then starts the periodic pass (0 = none). */
  start(): Promise<void>;
  /** One pass over the schedules due by ctx.now(); resolves with how many were sent. Passes never overlap. */
  tick(): Promise<number>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * The scheduler: a pass every schedulerIntervalMs (1 s by default) picks the PENDENTE schedules
 * whose sendAt has come by the server's clock (injectable, so tests move time by hand and call
 * tick()), claims each one (PENDENTE → AGENDADA, conditional, so a schedule is sent once even if
 * two passes met), sends it, then either plans the next repetition (PENDENTE at the next sendAt,
 * contadorEnvio + 1) or marks it ENVIADA with sentAt; a failure is ERRO with lastError. Each
 * change is announced on `company{id}-schedule`.
 * Polling the clock rather than arming one timer per schedule keeps the injectable clock the only
 * source of time and survives restarts: a schedule due while the server was down goes at the
 * first pass (late), and one left AGENDADA by a crash is marked ERRO at start rather than risk
 * sending it twice.
 */
export function createScheduler(ctx: AppContext): Scheduler {
  const sendOne = async (id: number): Promise<boolean> => {
    const [s] = await ctx.db
      .update(schedules)
      .set({ status: 'AGENDADA' })
      .where(and(eq(schedules.id, id), eq(schedules.status, 'PENDENTE')))
      .returning();
    if (!s) return false;
    const now = ctx.now();
    let patch: Partial<typeof schedules.$inferInsert>;
    try {
      const ticket = await sendSchedule(ctx, s);
      const sent = s.contadorEnvio + 1;
      const again = s.valorIntervalo > 0 && sent < s.enviarQuantasVezes;
      patch = again
        ? {
            status: 'PENDENTE',
            contadorEnvio: sent,
            sentAt: now,
            ticketId: ticket.id,
            lastError: null,
            sendAt: nthSend(s.anchorAt, sent, s, ctx.options.timezone),
          }
        : { status: 'ENVIADA', contadorEnvio: sent, sentAt: now, ticketId: ticket.id, lastError: null };
    } catch (err) {
      patch = { status: 'ERRO', lastError: err instanceof Error ? err.message : String(err) };
    }
    const [row] = await ctx.db
      .update(schedules)
      .set({ ...patch, updatedAt: now })
      .where(eq(schedules.id, s.id))
      .returning();
    if (row) emitSchedule(ctx, row.companyId, row.userId, { action: 'update', schedule: await scheduleView(ctx, row) });
    return patch.status !== 'ERRO';
  };

  const pass = async (): Promise<number> => {
    const due = await ctx.db
      .select({ id: schedules.id })
      .from(schedules)
      .where(and(eq(schedules.status, 'PENDENTE'), lte(schedules.sendAt, ctx.now())))
      .orderBy(asc(schedules.sendAt), asc(schedules.id))
      .limit(100);
    let sent = 0;
    for (const { id } of due) if (await sendOne(id)) sent += 1;
    return sent;
  };

  const loop = createPeriodicPass(pass, ctx.options.schedulerIntervalMs, ctx.logError);
  return {
    async start() {
      await ctx.db
        .update(schedules)
        .set({ status: 'ERRO', lastError: 'interrupted while sending (server stopped)' })
        .where(eq(schedules.status, 'AGENDADA'));
      loop.start();
    },
    tick: loop.tick,
    stop: loop.stop,
  };
}
