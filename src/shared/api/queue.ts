import { z } from 'zod';
import { chatbotOptionSchema } from './chatbot';
import { colorSchema, idSchema, textSchema } from './common';
import { weeklyHoursSchema } from './serviceHours';

export const queueSchema = z.object({
  id: idSchema,
  name: z.string(),
  color: colorSchema,
  orderQueue: z.number().nullish(),
  greetingMessage: textSchema,
});
export type Queue = z.infer<typeof queueSchema>;

export const queueListSchema = z.array(queueSchema);

/** A queue as the queues page reads it: the list's fields and the dialog's, unknown ones kept. */
export const queueRecordSchema = queueSchema
  .extend({
    outOfHoursMessage: textSchema,
    tempoRoteador: z.coerce.number().catch(0),
    ativarRoteador: z.boolean().catch(false),
    closeTicket: z.boolean().catch(false),
    /** The integration (n8n, Typebot, …) that answers the queue's tickets, if any. */
    integrationId: idSchema.nullish().catch(null),
    /** The file list the queue sends, if any. */
    fileListId: idSchema.nullish().catch(null),
    /** The first level of the queue's chatbot, each with its sub-options nested. */
    chatbots: z
      .array(chatbotOptionSchema)
      .nullish()
      .transform((v) => v ?? [])
      .catch([]),
    /** Its weekly service hours (used when the company's scheduleType is queue). */
    schedules: weeklyHoursSchema,
  })
  .loose();
export type QueueRecord = z.infer<typeof queueRecordSchema>;

/**
 * `company-{id}-queue`: a queue added, changed or removed (spec 2 §4, "Lists … refresh live").
 * CONTRACT.md gives the CRUD shape `{action, record}`; Whaticket-family code also sends `{action,
 * queue}` and deletes as `{queueId}` or `{id}`: all read as `{action, queue}` / `{action, queueId}`.
 */
export const queueEventSchema = z.union([
  z
    .object({ action: z.enum(['create', 'update']), record: queueRecordSchema })
    .transform(({ action, record }) => ({ action, queue: record })),
  z.object({ action: z.enum(['create', 'update']), queue: queueRecordSchema }),
  z.object({ action: z.literal('delete'), queueId: idSchema }),
  z
    .object({ action: z.literal('delete'), id: idSchema })
    .transform(({ id }) => ({ action: 'delete' as const, queueId: id })),
]);
export type QueueEvent = z.infer<typeof queueEventSchema>;
