import { z } from 'zod';
import { LIMITS } from '../../domain/constants';
import { SCHEDULE_MAX_REPEAT } from '../../domain/schedules';
import { INT4_MAX } from '../common';
import { flagSchema, inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { route } from '../route';
import { schedulePageSchema, scheduleSchema } from '../schedule';

const required = 'Obrigatório';
const params = z.object({ scheduleId: inputIdSchema });

/** Whaticket's form sends '' for an empty select. */
const optionalId = z.preprocess((v) => (v === '' || v === null || v === 'null' ? null : v), inputIdSchema.nullish());

/**
 * The schedule form's fields (spec 3 §5: body min 5 'Mensagem muito curta', contact and sendAt
 * 'Obrigatório'). sendAt: an ISO instant, or Whaticket's naive 'YYYY-MM-DDTHH:mm' that the server
 * reads on the company's wall clock (so the instant is the server's to make). Other fields a
 * client may send (status, sentAt, contadorEnvio…) are the server's and ignored.
 */
export const scheduleBodySchema = z.object({
  body: z.string({ error: required }).trim().min(LIMITS.scheduleBodyMin, 'Mensagem muito curta').max(4096),
  contactId: z.coerce.number<number | string>({ error: required }).int().positive(required).max(INT4_MAX, required),
  sendAt: z.string({ error: required }).min(1, required).max(64),
  ticketUserId: optionalId,
  queueId: optionalId,
  whatsappId: optionalId,
  openTicket: z.enum(['enabled', 'disabled']).optional(),
  statusTicket: z.enum(['open', 'pending', 'closed']).optional(),
  intervalo: z.coerce.number<number | string>().int().min(1).max(4).optional(),
  valorIntervalo: z.coerce.number<number | string>().int().min(0).max(SCHEDULE_MAX_REPEAT).optional(),
  enviarQuantasVezes: z.coerce.number<number | string>().int().min(1).max(SCHEDULE_MAX_REPEAT).optional(),
  tipoDias: z.coerce.number<number | string>().int().min(4).max(6).optional(),
  assinar: flagSchema.optional(),
});
export type ScheduleBody = z.input<typeof scheduleBodySchema>;
/** The fields as the server reads them (sendAt still text: the server makes the instant). */
export type ScheduleFields = z.output<typeof scheduleBodySchema>;

/** Schedules (spec 3 "Schedules"): a user's own, or everyone's for admins. */
export const scheduleRoutes = {
  page: route({
    method: 'GET',
    path: '/schedules',
    query: z.object({
      searchParam: searchParamSchema,
      contactId: inputIdSchema.optional(),
      userId: inputIdSchema.optional(),
      pageNumber: pageNumberSchema,
      /** The calendar's period, [from, to) (reference server; deployed backends ignore them and answer every schedule). */
      sendAtFrom: z.iso.datetime({ offset: true }).optional(),
      sendAtTo: z.iso.datetime({ offset: true }).optional(),
    }),
    reply: schedulePageSchema,
  }),
  one: route({ method: 'GET', path: '/schedules/:scheduleId', params, reply: scheduleSchema }),
  create: route({ method: 'POST', path: '/schedules', body: scheduleBodySchema, reply: scheduleSchema }),
  /** A changed sendAt re-arms the schedule. */
  update: route({
    method: 'PUT',
    path: '/schedules/:scheduleId',
    params,
    body: scheduleBodySchema.partial(),
    reply: scheduleSchema,
  }),
  remove: route({ method: 'DELETE', path: '/schedules/:scheduleId', params, reply: okReplySchema }),
  /** Multipart `file`: png, jpg or jpeg; replaces the previous one. */
  uploadMedia: route({
    method: 'POST',
    path: '/schedules/:scheduleId/media-upload',
    params,
    multipart: 'only',
    reply: scheduleSchema,
  }),
  removeMedia: route({ method: 'DELETE', path: '/schedules/:scheduleId/media-upload', params, reply: scheduleSchema }),
};
