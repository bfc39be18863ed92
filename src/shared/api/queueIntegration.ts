import { z } from 'zod';
import { idSchema, pageMeta, textSchema } from './common';

/** A number a backend may send as text ('1000'), or not at all: null when missing or unreadable. */
const looseNumber = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce.number().int().nullable().catch(null),
);

/**
 * A queue integration (spec 2 §3) as GET /queueIntegration and its events carry it. `type` stays
 * whatever the backend wrote (deployed ones add kinds of their own; the page shows them with a
 * generic icon); the texts are null when missing, the Typebot numbers read from text too.
 */
export const queueIntegrationSchema = z.object({
  id: idSchema,
  type: z.string().catch(''),
  name: z.string().catch(''),
  projectName: textSchema,
  jsonContent: textSchema,
  language: textSchema,
  urlN8N: textSchema,
  typebotSlug: textSchema,
  typebotExpires: looseNumber,
  typebotDelayMessage: looseNumber,
  typebotKeywordFinish: textSchema,
  typebotKeywordRestart: textSchema,
  typebotRestartMessage: textSchema,
  typebotUnknownMessage: textSchema,
});
export type QueueIntegration = z.infer<typeof queueIntegrationSchema>;

/** GET /queueIntegration/?searchParam=&pageNumber= (20 a page, newest first). */
export const queueIntegrationPageSchema = z.object({
  queueIntegrations: z.array(queueIntegrationSchema),
  ...pageMeta,
});

/**
 * `company-{id}-queueIntegration`. CONTRACT.md gives `{action, record}`; deployed Whaticket sends
 * `{action, queueIntegration}`, deletes as `{action: 'delete', integrationId}`, and a
 * `testSession` action after a Dialogflow test (nothing to apply). Read as `{action, integration}`
 * / `{action: 'delete', integrationId}` / `{action: 'testSession'}`.
 */
export const queueIntegrationEventSchema = z.union([
  z
    .object({ action: z.enum(['create', 'update']), record: queueIntegrationSchema })
    .transform(({ action, record }) => ({ action, integration: record })),
  z
    .object({ action: z.enum(['create', 'update']), queueIntegration: queueIntegrationSchema })
    .transform(({ action, queueIntegration }) => ({ action, integration: queueIntegration })),
  z.object({ action: z.literal('delete'), integrationId: idSchema }),
  z
    .object({ action: z.literal('delete'), id: idSchema })
    .transform(({ id }) => ({ action: 'delete' as const, integrationId: id })),
  z.object({ action: z.literal('testSession') }).transform(() => ({ action: 'testSession' as const })),
]);
export type QueueIntegrationEvent = z.infer<typeof queueIntegrationEventSchema>;
