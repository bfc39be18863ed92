import { z } from 'zod';
import { quickMessageSchema, type QuickMessage } from '@shared/api/quickMessage';
import { routes } from '@shared/api/routes';
import type { ScheduleBody } from '@shared/api/routes/schedules';
import type { ScheduleForm } from '@shared/domain/schedule';
import { call } from '@renderer/api';

/** What the composer's picker reads of a quick reply. */
export type QuickReply = Pick<QuickMessage, 'id' | 'shortcode' | 'message' | 'mediaPath'>;

/**
 * GET /quick-messages/list?companyId&userId: the replies the user may use (the company's and their
 * own). Read item by item: one reply a backend sends malformed is left out, not the whole list.
 */
export function fetchQuickReplies(companyId: number, userId: number, signal?: AbortSignal) {
  return call(routes.quickMessages.list, {
    query: { companyId, userId },
    signal,
    reply: z.array(z.unknown()).transform((items) =>
      items.flatMap((item) => {
        const parsed = quickMessageSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  });
}

export interface ScheduleContext {
  userId: number;
  whatsappId: number | null;
  queueId: number | null;
}

/**
 * The schedule as POST and PUT /schedules take it: the form and the ticket's connection, queue and
 * attendant, in deployed Whaticket's field names; sendAt as an ISO instant (the form's local time).
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
    openTicket: 'enabled',
    statusTicket: 'closed',
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
