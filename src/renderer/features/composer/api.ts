import { z } from 'zod';
import { idSchema, textSchema } from '@shared/api/common';
import type { ScheduleForm } from '@shared/domain/schedule';
import { api } from '@renderer/api';

export const quickReplySchema = z
  .object({
    id: idSchema,
    shortcode: z.string().catch(''),
    message: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    mediaPath: textSchema,
  })
  .loose();
export type QuickReply = z.infer<typeof quickReplySchema>;

/** GET /quick-messages/list?companyId&userId: the replies the user may use (the company's and their own). */
export function fetchQuickReplies(companyId: number, userId: number, signal?: AbortSignal) {
  return api().get('quick-messages/list', {
    schema: z.array(z.unknown()).transform((items) =>
      items.flatMap((item) => {
        const parsed = quickReplySchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
    query: { companyId, userId },
    signal,
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
function scheduleBody(form: ScheduleForm, context: ScheduleContext) {
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

const savedScheduleSchema = z.object({ id: idSchema }).loose();

export function createSchedule(form: ScheduleForm, context: ScheduleContext) {
  return api().post('schedules', { json: scheduleBody(form, context), schema: savedScheduleSchema });
}

/** PUT /schedules/{id}: the same fields, for a schedule already stored. */
export function updateSchedule(scheduleId: number, form: ScheduleForm, context: ScheduleContext) {
  return api().put(`schedules/${scheduleId}`, { json: scheduleBody(form, context), schema: savedScheduleSchema });
}

/** POST /schedules/{id}/media-upload, multipart `file`: the schedule's png/jpg/jpeg attachment. */
export function uploadScheduleMedia(scheduleId: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api().post(`schedules/${scheduleId}/media-upload`, { body: form });
}
