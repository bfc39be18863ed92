import { z } from 'zod';
import { idSchema, pageMeta, timestampSchema } from './common';
import { contactSchema } from './contact';

/** A scheduled message (spec 3 §3 "Schedule", fields of the conversation's schedule form). */
export const scheduleSchema = z.object({
  id: idSchema,
  body: z.string().catch(''),
  sendAt: timestampSchema,
  sentAt: timestampSchema.nullish(),
  status: z.string().catch('PENDENTE'),
  contactId: idSchema,
  contact: contactSchema.partial().extend({ id: idSchema }).nullish().catch(null),
  ticketId: idSchema.nullish(),
  userId: idSchema.nullish(),
  user: z.object({ id: idSchema, name: z.string() }).nullish().catch(null),
  ticketUserId: idSchema.nullish(),
  queueId: idSchema.nullish(),
  whatsappId: idSchema.nullish(),
  openTicket: z.string().nullish(),
  statusTicket: z.string().nullish(),
  intervalo: z.coerce.number().nullish(),
  valorIntervalo: z.coerce.number().nullish(),
  enviarQuantasVezes: z.coerce.number().nullish(),
  tipoDias: z.coerce.number().nullish(),
  contadorEnvio: z.coerce.number().nullish(),
  assinar: z.boolean().nullish(),
  /** Attachment: file name (Whaticket) and, on the reference server, a signed URL to fetch it. */
  mediaPath: z.string().nullish(),
  mediaName: z.string().nullish(),
  mediaUrl: z.string().nullish(),
  /** Why the last send failed (status ERRO; reference server). */
  lastError: z.string().nullish(),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const schedulePageSchema = z.object({ schedules: z.array(scheduleSchema), ...pageMeta });
export type SchedulePage = z.infer<typeof schedulePageSchema>;

/** `company{id}-schedule` (no dash). */
export const scheduleEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), schedule: scheduleSchema }),
  z.object({ action: z.literal('update'), schedule: scheduleSchema }),
  z.object({ action: z.literal('delete'), scheduleId: idSchema }),
]);
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;
