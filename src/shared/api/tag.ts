import { z } from 'zod';
import { colorSchema, idSchema } from './common';

export const tagSchema = z.object({
  id: idSchema,
  name: z.string(),
  color: colorSchema,
  /** 0 normal tag, 1 kanban lane (spec 2 §3). */
  kanban: z.coerce.number().catch(0),
});
export type Tag = z.infer<typeof tagSchema>;
