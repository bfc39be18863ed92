import { z } from 'zod';
import type { Prompt } from '@shared/api/prompt';
import type { PromptBody } from '@shared/api/routes/prompts';
import { PROMPT_DEFAULTS, PROMPT_TEXT_VOICE, PROMPT_VOICES } from '@shared/domain/promptVoices';

/**
 * The prompt dialog (spec 2 §5 "Prompt": a queue is required, 'Informe o setor'), with the limits
 * the server holds (routes/prompts.ts). The API key is required on a new prompt; on an edit a blank
 * one keeps the stored key. Messages are keys of the prompts namespace.
 */
export function promptFormSchema(isNew: boolean) {
  return z.object({
    name: z.string().trim().min(1, 'form.required').max(100, 'form.tooLong'),
    prompt: z.string().trim().min(1, 'form.required').max(20_000, 'form.tooLong'),
    apiKey: isNew
      ? z.string().trim().min(1, 'form.required').max(500, 'form.tooLong')
      : z.string().trim().max(500, 'form.tooLong'),
    queueId: z
      .string()
      .nullable()
      .refine((v) => !!v, 'form.queueRequired'),
    maxTokens: z
      .number({ error: 'form.required' })
      .int('form.integer')
      .min(10, 'form.tokensRange')
      .max(4096, 'form.tokensRange'),
    temperature: z.number().min(0).max(1),
    maxMessages: z
      .number({ error: 'form.required' })
      .int('form.integer')
      .min(1, 'form.messagesRange')
      .max(50, 'form.messagesRange'),
    voice: z.enum(PROMPT_VOICES),
    voiceKey: z.string().trim().max(500, 'form.tooLong'),
    voiceRegion: z.string().trim().max(100, 'form.tooLong'),
  });
}
export type PromptForm = z.input<ReturnType<typeof promptFormSchema>>;

/** The form of a prompt (its key left blank: kept unless typed again), or of a new one with the spec's defaults. */
export const formOf = (record: Prompt | null): PromptForm => ({
  name: record?.name ?? '',
  prompt: record?.prompt ?? '',
  apiKey: '',
  queueId: record?.queueId ? String(record.queueId) : null,
  maxTokens: record?.maxTokens ?? PROMPT_DEFAULTS.maxTokens,
  temperature: record?.temperature ?? PROMPT_DEFAULTS.temperature,
  maxMessages: record?.maxMessages ?? PROMPT_DEFAULTS.maxMessages,
  voice: (PROMPT_VOICES as readonly string[]).includes(record?.voice ?? '')
    ? (record!.voice as PromptForm['voice'])
    : PROMPT_TEXT_VOICE,
  voiceKey: record?.voiceKey ?? '',
  voiceRegion: record?.voiceRegion ?? '',
});

/** What POST/PUT /prompt take from the form; the speech service's key and region only with a voice. */
export function bodyOf(values: PromptForm): PromptBody {
  const spoken = values.voice !== PROMPT_TEXT_VOICE;
  return {
    name: values.name.trim(),
    prompt: values.prompt.trim(),
    apiKey: values.apiKey.trim(),
    queueId: Number(values.queueId),
    maxTokens: values.maxTokens,
    temperature: values.temperature,
    maxMessages: values.maxMessages,
    voice: values.voice,
    voiceKey: spoken ? values.voiceKey.trim() || null : null,
    voiceRegion: spoken ? values.voiceRegion.trim() || null : null,
  };
}

/** The server's order (name, then id) and its search (the name, any case). */
export const byName = (a: Prompt, b: Prompt) => a.name.localeCompare(b.name) || a.id - b.id;

export const matchesSearch = (record: Prompt, term: string) =>
  !term.trim() || record.name.toLowerCase().includes(term.trim().toLowerCase());
