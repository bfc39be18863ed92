import { z } from 'zod';
import { idSchema, pageMeta, timestampSchema } from './common';

/** A help entry (spec 2 §3): a title, a description and a video code. */
export const helpSchema = z.object({
  id: idSchema,
  title: z.string().catch(''),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  video: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
});
export type Help = z.infer<typeof helpSchema>;

/** GET /helps/list: a plain array. */
export const helpListSchema = z.array(helpSchema);

/** GET /helps?searchParam=&pageNumber= (CONTRACT.md "Lists": 20 a page). */
export const helpPageSchema = z.object({ helps: z.array(helpSchema), ...pageMeta });
