import { z } from 'zod';
import {
  INTEGRATION_LANGUAGES,
  INTEGRATION_NAME,
  QUEUE_INTEGRATION_TYPES,
  TYPEBOT_DEFAULTS,
  integrationMissingFields,
  isHttpUrl,
} from '../../domain/queueIntegrations';
import { inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { queueIntegrationPageSchema, queueIntegrationSchema } from '../queueIntegration';
import { route } from '../route';

const params = z.object({ integrationId: inputIdSchema });
/** A short optional text (keywords, slug, messages); empty reads as none. */
const text = (max: number) => z.string().trim().max(max, 'Too Long!').nullish();
/** A number a form may send as text; empty means the default. */
const count = (max: number) => z.union([z.coerce.number<number | string>().int().min(0).max(max), z.literal('')]);

/**
 * Body of POST /queueIntegration and PUT /queueIntegration/{id} (spec 2 §5 "Queue integration"):
 * a name of 2-50 ('Too Short!', 'Too Long!', 'Required'); n8n, webhook and typebot need an http(s)
 * URL, typebot also a slug (`integrationMissingFields`). A Typebot's delay and expiry left out take
 * spec 2 §9's defaults. dialogflow and flowbuilder are accepted so a deployed record can be saved
 * back unchanged; the dialog offers only the other three.
 */
export const queueIntegrationBodySchema = z
  .object({
    type: z.enum(QUEUE_INTEGRATION_TYPES, { error: 'Required' }),
    name: z
      .string({ error: 'Required' })
      .trim()
      .min(1, 'Required')
      .min(INTEGRATION_NAME.min, 'Too Short!')
      .max(INTEGRATION_NAME.max, 'Too Long!'),
    projectName: text(100),
    jsonContent: z.string().max(20_000, 'Too Long!').nullish(),
    language: z.union([z.enum(INTEGRATION_LANGUAGES), z.literal('')]).nullish(),
    urlN8N: text(2048),
    typebotSlug: text(200),
    typebotExpires: count(100_000).nullish(),
    typebotDelayMessage: count(600_000).nullish(),
    typebotKeywordFinish: text(100),
    typebotKeywordRestart: text(100),
    typebotRestartMessage: text(1000),
    typebotUnknownMessage: text(1000),
  })
  .superRefine((body, ctx) => {
    for (const field of integrationMissingFields(body))
      ctx.addIssue({ code: 'custom', path: [field], message: 'Required' });
    if (body.urlN8N && !isHttpUrl(body.urlN8N))
      ctx.addIssue({ code: 'custom', path: ['urlN8N'], message: 'must be an http(s) URL' });
  })
  .transform((body) => ({
    ...body,
    typebotExpires: typeof body.typebotExpires === 'number' ? body.typebotExpires : TYPEBOT_DEFAULTS.typebotExpires,
    typebotDelayMessage:
      typeof body.typebotDelayMessage === 'number' ? body.typebotDelayMessage : TYPEBOT_DEFAULTS.typebotDelayMessage,
    language: body.language || null,
  }));
export type QueueIntegrationBody = z.input<typeof queueIntegrationBodySchema>;

/** POST /queueIntegration/testSession: a Dialogflow agent's credentials, to try them. */
export const testSessionBodySchema = z.object({
  projectName: z.string().trim().max(100).nullish(),
  jsonContent: z.string().max(20_000).nullish(),
  language: z.string().max(10).nullish(),
});

/** Queue integrations (spec 2 "Queue integrations", §7): the company's, for admins. */
export const queueIntegrationRoutes = {
  /** Searched by name, 20 a page, newest first. */
  page: route({
    method: 'GET',
    path: '/queueIntegration',
    query: z.object({ searchParam: searchParamSchema, pageNumber: pageNumberSchema }),
    reply: queueIntegrationPageSchema,
  }),
  one: route({ method: 'GET', path: '/queueIntegration/:integrationId', params, reply: queueIntegrationSchema }),
  create: route({
    method: 'POST',
    path: '/queueIntegration',
    body: queueIntegrationBodySchema,
    reply: queueIntegrationSchema,
  }),
  /** Deployed backends answer 201 with the record. */
  update: route({
    method: 'PUT',
    path: '/queueIntegration/:integrationId',
    params,
    body: queueIntegrationBodySchema,
    reply: queueIntegrationSchema,
  }),
  /** Deployed backends answer an empty 200; nothing reads it. */
  remove: route({ method: 'DELETE', path: '/queueIntegration/:integrationId', params, reply: okReplySchema }),
  /**
   * Runs a Dialogflow session with the given credentials; deployed backends answer the agent's
   * reply (any JSON). The reference server runs no external flow and refuses with 400
   * ERR_EXTERNAL_FLOWS_NOT_RUN (as deployed backends answer a failed test), which the client
   * shows as it is: never a success.
   */
  testSession: route({
    method: 'POST',
    path: '/queueIntegration/testSession',
    body: testSessionBodySchema,
    reply: z.unknown(),
  }),
};
