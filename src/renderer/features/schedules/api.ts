import { z } from 'zod';
import { routes } from '@shared/api/routes';
import type { ScheduleBody } from '@shared/api/routes/schedules';
import type { Schedule } from '@shared/api/schedule';
import type { ScheduleForm } from '@shared/domain/schedule';
import { call } from '@renderer/api';

/** Where a schedule's ticket goes when it is sent: the conversation's, or a stored schedule's own. */
export interface ScheduleContext {
  userId: number;
  whatsappId: number | null;
  queueId: number | null;
  openTicket?: 'enabled' | 'disabled';
  statusTicket?: 'open' | 'pending' | 'closed';
}

/**
 * The schedule as POST and PUT /schedules take it: the form and its context, in deployed
 * Whaticket's field names; sendAt as an ISO instant (the form's local time). PUT is not a patch on
 * deployed backends (CONTRACT.md): every field goes each time.
 */
function scheduleBody(form: ScheduleForm, context: ScheduleContext): ScheduleBody & { userId: number } {
  return {
    body: form.body,
    contactId: Number(form.contactId),
    sendAt: new Date(form.sendAt).toISOString(),
    userId: context.userId,
    ticketUserId: context.userId,
    queueId: context.queueId,
    whatsappId: context.whatsappId,
    openTicket: context.openTicket ?? 'enabled',
    statusTicket: context.statusTicket ?? 'closed',
    intervalo: Number(form.intervalo),
    valorIntervalo: Number(form.valorIntervalo),
    enviarQuantasVezes: Number(form.enviarQuantasVezes),
    tipoDias: Number(form.tipoDias),
    assinar: false,
  };
}

/** Only the id is read back: a deployed backend's schedule may differ from the reference one in the rest. */
const savedScheduleSchema = z.object({ id: routes.schedules.one.reply.shape.id }).loose();

export function createSchedule(form: ScheduleForm, context: ScheduleContext) {
  return call(routes.schedules.create, { body: scheduleBody(form, context), reply: savedScheduleSchema });
}

/** PUT /schedules/{id}: the same fields, for a schedule already stored. */
export function updateSchedule(scheduleId: number, form: ScheduleForm, context: ScheduleContext) {
  return call(routes.schedules.update, {
    params: { scheduleId },
    body: scheduleBody(form, context),
    reply: savedScheduleSchema,
  });
}

/** POST /schedules/{id}/media-upload, multipart `file`: the schedule's png/jpg/jpeg attachment. */
export function uploadScheduleMedia(scheduleId: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(routes.schedules.uploadMedia, { params: { scheduleId }, form, reply: 'ignore' });
}

export function fetchSchedule(scheduleId: number, signal?: AbortSignal) {
  return call(routes.schedules.one, { params: { scheduleId }, signal });
}

export function deleteSchedule(scheduleId: number) {
  return call(routes.schedules.remove, { params: { scheduleId } });
}

/** Pages a calendar reads at most for one view: beyond, it says the view is incomplete. */
export const CALENDAR_MAX_PAGES = 100;

/**
 * The schedules of a period (the calendar's view), every page of GET /schedules. The reference
 * server narrows to the period (sendAtFrom, sendAtTo); a deployed backend ignores them and
 * answers everything, so the period is also applied here.
 */
export async function fetchSchedulesBetween(
  from: Date,
  to: Date,
  search: string,
  signal: AbortSignal,
): Promise<{ schedules: Schedule[]; complete: boolean }> {
  const all: Schedule[] = [];
  for (let pageNumber = 1; pageNumber <= CALENDAR_MAX_PAGES; pageNumber++) {
    const page = await call(routes.schedules.page, {
      query: {
        pageNumber,
        ...(search ? { searchParam: search } : {}),
        sendAtFrom: from.toISOString(),
        sendAtTo: to.toISOString(),
      },
      signal,
    });
    all.push(...page.schedules);
    if (!page.hasMore) return { schedules: all.filter((s) => inPeriod(s, from, to)), complete: true };
  }
  return { schedules: all.filter((s) => inPeriod(s, from, to)), complete: false };
}

const inPeriod = (s: Schedule, from: Date, to: Date) => {
  const at = Date.parse(s.sendAt);
  return at >= from.getTime() && at < to.getTime();
};
