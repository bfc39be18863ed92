import { inArray } from 'drizzle-orm';
import type { EmittedPayload } from '@shared/api/socketEvents';
import type { AppContext } from '../../context';
import { type schedules, users } from '../../db/schema';
import { rooms } from '../ticketVisibility';
import { loadContactViews } from '../contactView';

type ScheduleRow = typeof schedules.$inferSelect;

/** Schedules as the client reads them: contact, author, and the attachment's signed URL. */
export async function scheduleViews(ctx: AppContext, rows: ScheduleRow[]) {
  const contactMap = await loadContactViews(
    ctx.db,
    rows.map((r) => r.contactId),
  );
  const userIds = [...new Set(rows.map((r) => r.userId).filter((v): v is number => v !== null))];
  const people = userIds.length
    ? await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
    : [];
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    sendAt: r.sendAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    status: r.status,
    contactId: r.contactId,
    contact: contactMap.get(r.contactId) ?? null,
    ticketId: r.ticketId,
    userId: r.userId,
    user: people.find((u) => u.id === r.userId) ?? null,
    ticketUserId: r.ticketUserId,
    queueId: r.queueId,
    whatsappId: r.whatsappId,
    openTicket: r.openTicket,
    statusTicket: r.statusTicket,
    intervalo: r.intervalo,
    valorIntervalo: r.valorIntervalo,
    enviarQuantasVezes: r.enviarQuantasVezes,
    tipoDias: r.tipoDias,
    contadorEnvio: r.contadorEnvio,
    assinar: r.assinar,
    mediaPath: r.mediaName,
    mediaName: r.mediaName,
    mediaUrl: r.mediaPath ? ctx.media.urls.sign(r.mediaPath) : null,
    lastError: r.lastError,
    companyId: r.companyId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
export type ScheduleView = Awaited<ReturnType<typeof scheduleViews>>[number];

export async function scheduleView(ctx: AppContext, row: ScheduleRow): Promise<ScheduleView> {
  return (await scheduleViews(ctx, [row]))[0];
}

/** `company{id}-schedule` (no dash) to admins and the schedule's author. */
export function emitSchedule(
  ctx: AppContext,
  companyId: number,
  userId: number | null,
  payload: EmittedPayload<'schedule'>,
): void {
  const to = [rooms.admins, ...(userId !== null ? [rooms.user(userId)] : [])];
  ctx.emitter.emit(companyId, to, 'schedule', payload);
}
