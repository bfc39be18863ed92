import { z } from 'zod';
import type { Contact } from '@shared/api/contact';
import { idSchema, textSchema } from '@shared/api/common';
import type { ScheduleForm } from '@shared/domain/schedule';
import { api } from '@renderer/api';

/** One file of a media send, with its own caption (deployed Whaticket pairs `body[i]` with `medias[i]`). */
export interface OutgoingMedia {
  file: Blob;
  name: string;
  caption: string;
}

/**
 * POST /messages/{ticketId} multipart: `medias` (one or more files), a `body` per file (its
 * caption), `fromMe`, `isPrivate`. Posted here directly until the messages lane's outbox carries
 * media; resolves when the server accepted them, rejects with the server's refusal.
 */
export function sendMedia(ticketId: number, medias: readonly OutgoingMedia[], isPrivate = false) {
  const form = new FormData();
  form.append('fromMe', 'true');
  form.append('isPrivate', isPrivate ? 'true' : 'false');
  for (const media of medias) {
    form.append('body', media.caption);
    form.append('medias', media.file, media.name);
  }
  return api().post(`messages/${ticketId}`, { body: form });
}

/** POST /messages/{ticketId} JSON with `vCard` {name, number}: a contact card (deployed Whaticket's shape). */
export function sendContactCard(ticketId: number, contact: Pick<Contact, 'name' | 'number'>, isPrivate = false) {
  return api().post(`messages/${ticketId}`, {
    json: {
      read: 1,
      fromMe: true,
      mediaUrl: '',
      body: '',
      vCard: { name: contact.name, number: contact.number },
      isPrivate: isPrivate ? 'true' : 'false',
    },
  });
}

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
 * POST /schedules with the form and the ticket's connection, queue and attendant, in deployed
 * Whaticket's field names; sendAt as an ISO instant (the form's local time, read here).
 */
export function createSchedule(form: ScheduleForm, context: ScheduleContext) {
  return api().post('schedules', {
    json: {
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
    },
    schema: z.object({ id: idSchema }).loose(),
  });
}

/** POST /schedules/{id}/media-upload, multipart `file`: the schedule's png/jpg/jpeg attachment. */
export function uploadScheduleMedia(scheduleId: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api().post(`schedules/${scheduleId}/media-upload`, { body: form });
}
