import { z } from 'zod';
import { inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { promptPageSchema, promptSchema } from '../prompt';
import { route } from '../route';
import { PROMPT_DEFAULTS, PROMPT_VOICES } from '../../domain/promptVoices';

const params = z.object({ promptId: inputIdSchema });

/**
 * What the prompt dialog saves (spec 2 §5 "Prompt"). The queue is required ('Informe o setor');
 * the spec's other rules (name 5-100, prompt at least 50 characters) are described by an unused
 * schema of the deployed client and not enforced by deployed backends, so only what would make the
 * record unusable is refused: an empty name or prompt, limits out of the range the assistant
 * takes. The API key may be left blank on an edit to keep the stored one (it is never read back
 * into a list). The messages are the spec's where it gives one.
 */
export const promptBodySchema = z.object({
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(100, 'Too Long!'),
  prompt: z.string({ error: 'Required' }).trim().min(1, 'Required').max(20_000, 'Too Long!'),
  apiKey: z.string().trim().max(500, 'Too Long!').default(''),
  queueId: z.coerce
    .number<number | string | null>({ error: 'Informe o setor' })
    .int('Informe o setor')
    .min(1, 'Informe o setor'),
  maxTokens: z.coerce
    .number<number | string>()
    .int('Must be a whole number')
    .min(10, 'Out of range')
    .max(4096, 'Out of range')
    .default(PROMPT_DEFAULTS.maxTokens),
  temperature: z.coerce
    .number<number | string>()
    .min(0, 'Out of range')
    .max(1, 'Out of range')
    .default(PROMPT_DEFAULTS.temperature),
  maxMessages: z.coerce
    .number<number | string>()
    .int('Must be a whole number')
    .min(1, 'Out of range')
    .max(50, 'Out of range')
    .default(PROMPT_DEFAULTS.maxMessages),
  voice: z.enum(PROMPT_VOICES, { error: 'Unknown voice' }).default(PROMPT_DEFAULTS.voice),
  voiceKey: z.string().trim().max(500, 'Too Long!').nullish(),
  voiceRegion: z.string().trim().max(100, 'Too Long!').nullish(),
});
export type PromptBody = z.input<typeof promptBodySchema>;

/** AI prompts (spec 2 §7 "AI prompts"): admins of a company whose plan has useOpenAi. */
export const promptRoutes = {
  page: route({
    method: 'GET',
    path: '/prompt',
    query: z.object({ searchParam: searchParamSchema, pageNumber: pageNumberSchema }),
    reply: promptPageSchema,
  }),
  /** One prompt with its API key, for the admin editing it. */
  one: route({ method: 'GET', path: '/prompt/:promptId', params, reply: promptSchema }),
  create: route({ method: 'POST', path: '/prompt', body: promptBodySchema, reply: promptSchema }),
  update: route({ method: 'PUT', path: '/prompt/:promptId', params, body: promptBodySchema, reply: promptSchema }),
  remove: route({ method: 'DELETE', path: '/prompt/:promptId', params, reply: okReplySchema }),
};
