import { z } from 'zod';
import { CHATBOT_MAX_OPTIONS, CHATBOT_NAME_MAX, CHATBOT_OPTION_TYPES, chatbotIssues } from '../domain/chatbot';
import { idSchema, textSchema } from './common';
import { inputIdSchema } from './input';

/** A chatbot option as the client reads it; every id it points at may be absent (null). */
export interface ChatbotOption {
  id: number;
  name: string;
  greetingMessage: string | null;
  queueType: (typeof CHATBOT_OPTION_TYPES)[number];
  optQueueId: number | null;
  optUserId: number | null;
  optIntegrationId: number | null;
  optFileId: number | null;
  closeTicket: boolean;
  queueId: number | null;
  chatbotId: number | null;
  options: ChatbotOption[];
}

const optionalId = idSchema
  .nullish()
  .transform((v) => v ?? null)
  .catch(null);

/**
 * A chatbot option as a backend sends it (spec 2 §3 "Chatbot option"): its sub-options nest in
 * `options`, as Whaticket's `Chatbot hasMany Chatbot as options` does. Unknown types read as text.
 * Recursive, so typed by hand.
 */
export const chatbotOptionSchema: z.ZodType<ChatbotOption, unknown> = z.lazy(() =>
  z
    .object({
      id: idSchema,
      name: z.string().catch(''),
      greetingMessage: textSchema,
      queueType: z.enum(CHATBOT_OPTION_TYPES).catch('text'),
      optQueueId: optionalId,
      optUserId: optionalId,
      optIntegrationId: optionalId,
      optFileId: optionalId,
      closeTicket: z.boolean().nullish().transform(Boolean).catch(false),
      queueId: optionalId,
      chatbotId: optionalId,
      options: z
        .array(chatbotOptionSchema)
        .nullish()
        .transform((v) => v ?? [])
        .catch([]),
    })
    .loose(),
);

/** An option as a client sends it; `id` keeps an existing one (and what points at it). */
const chatbotOptionFields = {
  id: inputIdSchema.optional(),
  name: z.string().trim().max(CHATBOT_NAME_MAX),
  greetingMessage: z.string().max(4096).nullish(),
  queueType: z.enum(CHATBOT_OPTION_TYPES).default('text'),
  optQueueId: inputIdSchema.nullish(),
  optUserId: inputIdSchema.nullish(),
  optIntegrationId: inputIdSchema.nullish(),
  optFileId: inputIdSchema.nullish(),
  closeTicket: z.boolean().optional(),
};
/** An option as the server reads it (the schema's output). */
export interface ChatbotOptionInput {
  id?: number;
  name: string;
  greetingMessage?: string | null;
  queueType: (typeof CHATBOT_OPTION_TYPES)[number];
  optQueueId?: number | null;
  optUserId?: number | null;
  optIntegrationId?: number | null;
  optFileId?: number | null;
  closeTicket?: boolean;
  options?: ChatbotOptionInput[];
}
/** An option as a client writes it (the schema's input): the type may be left out (text). */
export interface ChatbotOptionSent extends Omit<
  ChatbotOptionInput,
  'id' | 'queueType' | 'options' | 'optQueueId' | 'optUserId' | 'optIntegrationId' | 'optFileId'
> {
  id?: number | string;
  queueType?: (typeof CHATBOT_OPTION_TYPES)[number];
  optQueueId?: number | string | null;
  optUserId?: number | string | null;
  optIntegrationId?: number | string | null;
  optFileId?: number | string | null;
  options?: ChatbotOptionSent[];
}
// Recursive: typed by hand, as zod cannot infer a type that refers to itself.
export const chatbotOptionInputSchema: z.ZodType<ChatbotOptionInput, ChatbotOptionSent> = z.lazy(() =>
  z.object({
    ...chatbotOptionFields,
    options: z.array(chatbotOptionInputSchema).max(CHATBOT_MAX_OPTIONS).optional(),
  }),
);

/** Where an issue of domain/chatbot.ts sits in a body: `[1, 0]` → `1.options.0`. */
function issuePath(path: number[]): (string | number)[] {
  return path.flatMap((i, n) => (n === 0 ? [i] : ['options', i]));
}

/** A queue's options (POST/PUT /queue `chatbots`), the tree's rules each on its field. */
export const chatbotsInputSchema = z
  .array(chatbotOptionInputSchema)
  .max(CHATBOT_MAX_OPTIONS)
  .superRefine((options, ctx) => {
    for (const issue of chatbotIssues(options))
      ctx.addIssue({ code: 'custom', path: [...issuePath(issue.path), issue.field], message: issue.problem });
  });

/**
 * POST /chatbot and PUT /chatbot/{id}: one option, with its sub-options when given (they replace
 * the ones it had). POST names its queue (`queueId`) or the option it goes under (`chatbotId`).
 */
export const chatbotBodySchema = z
  .object({ ...chatbotOptionFields, queueId: inputIdSchema.optional(), chatbotId: inputIdSchema.optional() })
  .extend({ options: z.array(chatbotOptionInputSchema).max(CHATBOT_MAX_OPTIONS).optional() })
  .superRefine((body, ctx) => {
    for (const issue of chatbotIssues([body]))
      ctx.addIssue({ code: 'custom', path: [...issuePath(issue.path).slice(1), issue.field], message: issue.problem });
  });
export type ChatbotBody = z.infer<typeof chatbotBodySchema>;
