import { z } from 'zod';
import { QUEUE_ROTATION_MINUTES } from '../../domain/constants';
import { inputIdSchema, okReplySchema } from '../input';
import { chatbotsInputSchema } from '../chatbot';
import { queueRecordSchema } from '../queue';
import { weeklyHoursInputSchema } from '../serviceHours';
import { route } from '../route';

const params = z.object({ queueId: inputIdSchema });
const optionalText = z.string().max(4096).nullish();

/**
 * Body of POST /queue and PUT /queue/{id} (spec 2 §5 "Queue"): name 2-50, a colour of 3-9
 * characters, the chatbot's options (nested; replacing the ones it had, ids kept) and the weekly
 * service hours. Left out, chatbots and schedules stay as they are (as deployed).
 */
export const queueBodySchema = z.object({
  name: z.string({ error: 'Required' }).trim().min(2, 'Too Short!').max(50, 'Too Long!'),
  color: z.string({ error: 'Required' }).trim().min(3, 'Too Short!').max(9, 'Too Long!'),
  greetingMessage: optionalText,
  outOfHoursMessage: optionalText,
  orderQueue: z.coerce.number<number | string>().int().min(0).max(9999).nullish(),
  ativarRoteador: z.boolean().optional(),
  tempoRoteador: z.coerce
    .number<number | string>()
    .int()
    .refine((m) => m === 0 || (QUEUE_ROTATION_MINUTES as readonly number[]).includes(m), 'not a rotation time')
    .optional(),
  closeTicket: z.boolean().optional(),
  /** The integration that answers the queue's tickets (spec 2 §3 "Queue"); null for none. */
  integrationId: inputIdSchema.nullish(),
  /** The file list the queue sends (spec 2 §3 "Queue"); null for none. */
  fileListId: inputIdSchema.nullish(),
  chatbots: chatbotsInputSchema.optional(),
  schedules: weeklyHoursInputSchema.optional(),
});
export type QueueBody = z.infer<typeof queueBodySchema>;

/** Queues (spec 2 "Queues page"); the plain list is `settings.queues` (GET /queue), read by every screen. */
export const queueRoutes = {
  one: route({ method: 'GET', path: '/queue/:queueId', params, reply: queueRecordSchema }),
  create: route({ method: 'POST', path: '/queue', body: queueBodySchema, reply: queueRecordSchema }),
  update: route({ method: 'PUT', path: '/queue/:queueId', params, body: queueBodySchema, reply: queueRecordSchema }),
  /** Deployed backends answer an empty 200; nothing reads it. */
  remove: route({ method: 'DELETE', path: '/queue/:queueId', params, reply: okReplySchema }),
};
