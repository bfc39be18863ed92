import { z } from 'zod';
import { idSchema, pageMeta, textSchema, timestampSchema } from './common';
import { PROMPT_DEFAULTS } from '../domain/promptVoices';

/**
 * An AI prompt (spec 2 §3): the instructions an assistant answers a queue's contacts with, its
 * limits, and the voice it speaks in. Deployed backends send the API key with every record; the
 * reference server sends it only in the one-record reply an admin edits from (never in lists or
 * events, which every user of the company receives), so it is optional here.
 */
export const promptSchema = z.object({
  id: idSchema,
  name: z.string().catch(''),
  prompt: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  voice: z
    .string()
    .nullish()
    .transform((v) => v || PROMPT_DEFAULTS.voice),
  voiceKey: textSchema,
  voiceRegion: textSchema,
  maxTokens: z.coerce.number().catch(PROMPT_DEFAULTS.maxTokens),
  temperature: z.coerce.number().catch(PROMPT_DEFAULTS.temperature),
  maxMessages: z.coerce.number().catch(PROMPT_DEFAULTS.maxMessages),
  apiKey: textSchema.optional(),
  queueId: idSchema
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  queue: z
    .object({ id: idSchema.optional(), name: z.string().catch('') })
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
});
export type Prompt = z.output<typeof promptSchema>;

/** GET /prompt?searchParam=&pageNumber= (CONTRACT.md "Lists": 20 a page, by name). */
export const promptPageSchema = z.object({ prompts: z.array(promptSchema), ...pageMeta });

/**
 * `company-{id}-prompt` (CONTRACT.md "Realtime": `{action, record}`); deployed backends name the
 * record `prompt` and a deleted one's id `promptId`, `intelligenceId` or `id`: every spelling reads
 * as `{action, prompt}` or `{action: 'delete', promptId}`.
 */
export const promptEventSchema = z.union([
  z
    .object({ action: z.enum(['create', 'update']), record: promptSchema })
    .transform(({ action, record }) => ({ action, prompt: record })),
  z.object({ action: z.enum(['create', 'update']), prompt: promptSchema }),
  z.object({ action: z.literal('delete'), promptId: idSchema }),
  z
    .object({ action: z.literal('delete'), intelligenceId: idSchema })
    .transform(({ intelligenceId }) => ({ action: 'delete' as const, promptId: intelligenceId })),
  z
    .object({ action: z.literal('delete'), id: idSchema })
    .transform(({ id }) => ({ action: 'delete' as const, promptId: id })),
]);
export type PromptEvent = z.output<typeof promptEventSchema>;
