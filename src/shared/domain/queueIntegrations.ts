/**
 * Queue integrations (spec 2 §3 "Queue integration", §5, §9): the kinds a record may have, the
 * ones the dialog offers, the Typebot defaults, and which fields each kind needs. The reference
 * server's body schema and the client's form both check with `integrationMissingFields`.
 */

/** Every kind a record may have; dialogflow and flowbuilder come from deployed backends. */
export const QUEUE_INTEGRATION_TYPES = ['n8n', 'webhook', 'typebot', 'dialogflow', 'flowbuilder'] as const;
export type QueueIntegrationType = (typeof QUEUE_INTEGRATION_TYPES)[number];

/** What the dialog offers for a new record (spec 2 §5: N8N, WebHooks, Typebot). */
export const OFFERED_INTEGRATION_TYPES = [
  'n8n',
  'webhook',
  'typebot',
] as const satisfies readonly QueueIntegrationType[];

/** A Dialogflow agent's languages (spec 2 §3). */
export const INTEGRATION_LANGUAGES = ['pt-BR', 'en', 'es'] as const;

/** Spec 2 §9: a new Typebot integration waits 1000 ms between messages and expires after 1 minute. */
export const TYPEBOT_DEFAULTS = { typebotDelayMessage: 1000, typebotExpires: 1 } as const;

/** Spec 2 §5, §9: the name is 2-50 characters. */
export const INTEGRATION_NAME = { min: 2, max: 50 } as const;

/** Page size of GET /queueIntegration (CONTRACT.md "Lists"). */
export const INTEGRATIONS_PAGE_SIZE = 20;

/** The kinds whose URL is required, and whose project name is their name (as deployed clients send it). */
export const URL_INTEGRATION_TYPES: readonly string[] = ['n8n', 'webhook', 'typebot'];

/**
 * The fields a record of this kind may not leave blank besides its name (spec 2 §5): n8n, webhook
 * and typebot a URL, typebot also a slug.
 */
export function integrationMissingFields(values: {
  type: string;
  urlN8N?: string | null;
  typebotSlug?: string | null;
}): ('urlN8N' | 'typebotSlug')[] {
  const blank = (v: string | null | undefined) => !v || !v.trim();
  const missing: ('urlN8N' | 'typebotSlug')[] = [];
  if (URL_INTEGRATION_TYPES.includes(values.type) && blank(values.urlN8N)) missing.push('urlN8N');
  if (values.type === 'typebot' && blank(values.typebotSlug)) missing.push('typebotSlug');
  return missing;
}

/** An http(s) address with a host and no spaces, as a flow's URL must be (shared code has no URL class). */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#:]+(:\d{1,5})?([/?#]\S*)?$/i.test(value.trim());
}
