import { z } from 'zod';
import type { QueueIntegration } from '@shared/api/queueIntegration';
import type { QueueIntegrationBody } from '@shared/api/routes/queueIntegrations';
import {
  INTEGRATION_NAME,
  TYPEBOT_DEFAULTS,
  integrationMissingFields,
  isHttpUrl,
} from '@shared/domain/queueIntegrations';

/**
 * The integration dialog (spec 2 §5 "Queue integration"): a name of 2-50 ('Too Short!', 'Too
 * Long!', 'Required'), and by kind the fields the shared rule requires (n8n, webhook and typebot a
 * URL, typebot also a slug), the URL an http(s) one as the server checks. Messages are keys of the
 * queueIntegrations namespace.
 */
export const integrationFormSchema = z
  .object({
    type: z.string().min(1, 'form.required'),
    name: z
      .string()
      .trim()
      .min(1, 'form.required')
      .min(INTEGRATION_NAME.min, 'form.tooShort')
      .max(INTEGRATION_NAME.max, 'form.tooLong'),
    projectName: z.string(),
    jsonContent: z.string(),
    language: z.string(),
    urlN8N: z.string(),
    typebotSlug: z.string(),
    typebotExpires: z.number().int().min(0).nullable(),
    typebotDelayMessage: z.number().int().min(0).nullable(),
    typebotKeywordFinish: z.string(),
    typebotKeywordRestart: z.string(),
    typebotRestartMessage: z.string(),
    typebotUnknownMessage: z.string(),
  })
  .superRefine((form, ctx) => {
    const missing = integrationMissingFields(form);
    for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: 'form.required' });
    if (!missing.includes('urlN8N') && form.urlN8N.trim() && !isHttpUrl(form.urlN8N))
      ctx.addIssue({ code: 'custom', path: ['urlN8N'], message: 'form.badUrl' });
  });
export type IntegrationForm = z.infer<typeof integrationFormSchema>;

/** A record's form, or a new one's: a Typebot with spec 2 §9's delay and expiry (the original's first kind). */
export function formOf(record: QueueIntegration | null): IntegrationForm {
  return {
    type: record?.type || 'typebot',
    name: record?.name ?? '',
    projectName: record?.projectName ?? '',
    jsonContent: record?.jsonContent ?? '',
    language: record?.language ?? '',
    urlN8N: record?.urlN8N ?? '',
    typebotSlug: record?.typebotSlug ?? '',
    typebotExpires: record?.typebotExpires ?? TYPEBOT_DEFAULTS.typebotExpires,
    typebotDelayMessage: record?.typebotDelayMessage ?? TYPEBOT_DEFAULTS.typebotDelayMessage,
    typebotKeywordFinish: record?.typebotKeywordFinish ?? '',
    typebotKeywordRestart: record?.typebotKeywordRestart ?? '',
    typebotRestartMessage: record?.typebotRestartMessage ?? '',
    typebotUnknownMessage: record?.typebotUnknownMessage ?? '',
  };
}

/**
 * What is sent: every field as the deployed dialog sends them (the backend keeps what the kind
 * uses), blanks as none, the Typebot numbers left out when emptied (the defaults apply).
 */
export function bodyOf(form: IntegrationForm): QueueIntegrationBody {
  const blank = (v: string) => v.trim() || null;
  return {
    type: form.type as QueueIntegrationBody['type'],
    name: form.name,
    projectName: blank(form.projectName),
    jsonContent: blank(form.jsonContent),
    language: (blank(form.language) as QueueIntegrationBody['language']) ?? null,
    urlN8N: blank(form.urlN8N),
    typebotSlug: blank(form.typebotSlug),
    typebotExpires: form.typebotExpires ?? undefined,
    typebotDelayMessage: form.typebotDelayMessage ?? undefined,
    typebotKeywordFinish: blank(form.typebotKeywordFinish),
    typebotKeywordRestart: blank(form.typebotKeywordRestart),
    typebotRestartMessage: blank(form.typebotRestartMessage),
    typebotUnknownMessage: blank(form.typebotUnknownMessage),
  };
}

/** The server's order (newest first: by creation, which ids follow). */
export const byNewest = (a: QueueIntegration, b: QueueIntegration) => b.id - a.id;

/** The server's search: the name, any case. */
export const matchesSearch = (record: QueueIntegration, term: string) =>
  !term.trim() || record.name.toLowerCase().includes(term.trim().toLowerCase());
