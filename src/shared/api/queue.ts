import { z } from 'zod';
import { colorSchema, idSchema, textSchema } from './common';

export const queueSchema = z.object({
  id: idSchema,
  name: z.string(),
  color: colorSchema,
  orderQueue: z.number().nullish(),
  greetingMessage: textSchema,
});
export type Queue = z.infer<typeof queueSchema>;

export const queueListSchema = z.array(queueSchema);
