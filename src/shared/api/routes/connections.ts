import { z } from 'zod';
import { flagSchema, inputIdSchema, okReplySchema } from '../input';
import { route } from '../route';
import { weeklyHoursInputSchema } from '../serviceHours';
import { companyConnectionSchema, connectionRecordSchema } from '../whatsapp';

const params = z.object({ whatsappId: inputIdSchema });
const message = z.string().max(4096).nullish();
/** Minutes, counts and days: whole numbers; an empty field is 0 (spec 2 §5: empty timeSendQueue becomes "0"). */
const whole = z.preprocess(
  (v) => (v === '' || v === null ? 0 : v),
  z.coerce.number<number | string>().int().min(0).max(1_000_000),
);
const ref = inputIdSchema.nullish();
/** A date (`YYYY-MM-DD`, or an ISO date-time as deployed clients send it); empty is none. */
const day = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .max(40)
    .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date, YYYY-MM-DD')
    .nullish(),
);

/**
 * Body of POST /whatsapp and PUT /whatsapp/{id} (spec 2 §3, §5 "Connection"): name 2-50, the
 * messages, the queues and the chatbot/NPS numbers. PUT is not a patch (CONTRACT.md): what is
 * left out takes its default (spec 2 §9). Unknown fields a deployed client sends are dropped.
 */
export const connectionBodySchema = z
  .object({
    name: z.string({ error: 'Required' }).trim().min(2, 'Too Short!').max(50, 'Too Long!'),
    isDefault: flagSchema.optional(),
    greetingMessage: message,
    complationMessage: message,
    outOfHoursMessage: message,
    ratingMessage: message,
    queueIds: z.array(inputIdSchema).max(500).optional(),
    allowGroup: z.boolean().optional(),
    groupAsTicket: z.enum(['enabled', 'disabled']).optional(),
    expiresTicket: whole.optional(),
    expiresInactiveMessage: message,
    timeUseBotQueues: whole.optional(),
    maxUseBotQueues: whole.optional(),
    timeSendQueue: whole.optional(),
    sendIdQueue: ref,
    expiresTicketNPS: whole.optional(),
    maxUseBotQueuesNPS: whole.optional(),
    whenExpiresTicket: z.coerce
      .string<string | number>()
      .pipe(z.enum(['0', '1']))
      .optional(),
    timeCreateNewTicket: whole.optional(),
    integrationId: ref,
    promptId: ref,
    flowIdWelcome: ref,
    flowIdNotPhrase: ref,
    enableImportMessage: z.boolean().optional(),
    importOldMessages: day,
    importRecentMessages: day,
    importOldMessagesGroups: z.boolean().optional(),
    closedTicketsPostImported: z.boolean().optional(),
    queueIdImportMessages: ref,
    collectiveVacationStart: day,
    collectiveVacationEnd: day,
    collectiveVacationMessage: message,
    /** The week (scheduleType connection); left out, the stored one stays: a dialog without the tab never resets it. */
    schedules: weeklyHoursInputSchema.optional(),
  })
  .superRefine((b, ctx) => {
    // Spec 2 §5: a redirect time needs its queue and a queue needs its time.
    if ((b.timeSendQueue ?? 0) > 0 && !b.sendIdQueue)
      ctx.addIssue({ code: 'custom', path: ['sendIdQueue'], message: 'required with timeSendQueue' });
    if (b.sendIdQueue && !(b.timeSendQueue ?? 0))
      ctx.addIssue({ code: 'custom', path: ['timeSendQueue'], message: 'required with sendIdQueue' });
  });
export type ConnectionBody = z.infer<typeof connectionBodySchema>;

/** POST /facebook: what the social login hands over (the sandbox stands in for it here). */
export const facebookBodySchema = z.object({
  facebookUserId: z.string().trim().min(1).max(200),
  facebookUserToken: z.string().trim().min(1).max(4096),
  addInstagram: flagSchema.optional(),
});

/**
 * Connections (spec 2 §7 "Connections"); the list is `settings.connections` (GET /whatsapp).
 * Session calls answer `{message}`; deployed backends vary, nothing reads it.
 */
export const connectionRoutes = {
  /**
   * Every company's connections, super user only (spec 3 "All connections"); deployed clients send
   * `session=0` (leave the session data out), which is all the reference server ever sends.
   */
  all: route({
    method: 'GET',
    path: '/whatsapp/all',
    query: z.object({ session: z.coerce.number<number | string>().int().min(0).max(1).optional() }),
    reply: z.array(companyConnectionSchema),
  }),
  one: route({ method: 'GET', path: '/whatsapp/:whatsappId', params, reply: connectionRecordSchema }),
  create: route({ method: 'POST', path: '/whatsapp', body: connectionBodySchema, reply: connectionRecordSchema }),
  update: route({
    method: 'PUT',
    path: '/whatsapp/:whatsappId',
    params,
    body: connectionBodySchema,
    reply: connectionRecordSchema,
  }),
  remove: route({ method: 'DELETE', path: '/whatsapp/:whatsappId', params, reply: okReplySchema }),
  /** Try again: a new pairing from the start. */
  startSession: route({ method: 'POST', path: '/whatsappsession/:whatsappId', params, reply: okReplySchema }),
  /** New QR: the old session dropped, a new pairing. */
  renewSession: route({ method: 'PUT', path: '/whatsappsession/:whatsappId', params, reply: okReplySchema }),
  /** Disconnect. */
  endSession: route({ method: 'DELETE', path: '/whatsappsession/:whatsappId', params, reply: okReplySchema }),
  /**
   * The greeting's media (multipart `file`, one image or video); replaces the previous one.
   * Deployed backends answer a message object, so clients read the connection again after it.
   */
  uploadMedia: route({
    method: 'POST',
    path: '/whatsapp/:whatsappId/media-upload',
    params,
    multipart: 'only',
    reply: z.unknown(),
  }),
  removeMedia: route({ method: 'DELETE', path: '/whatsapp/:whatsappId/media-upload', params, reply: z.unknown() }),
  restartAll: route({ method: 'POST', path: '/whatsapp-restart', reply: okReplySchema }),
  /** Deployed backends answer the string "whatsapp". */
  closeImported: route({ method: 'POST', path: '/closedimported/:whatsappId', params, reply: z.unknown() }),
  facebook: route({ method: 'POST', path: '/facebook', body: facebookBodySchema, reply: okReplySchema.optional() }),
};
