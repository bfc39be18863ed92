import { z } from 'zod';
import { colorSchema, idSchema, switchSchema, textSchema } from './common';
import { weeklyHoursSchema } from './serviceHours';
import { channelSchema } from './contact';

/** A connection ("whatsapp" on the wire, whatever its channel). */
export const connectionRefSchema = z.object({
  id: idSchema.optional(),
  name: z.string().catch(''),
  channel: channelSchema.optional(),
  groupAsTicket: switchSchema.optional(),
});
export type ConnectionRef = z.infer<typeof connectionRefSchema>;

export const connectionSchema = connectionRefSchema.extend({
  id: idSchema,
  status: z.string().catch('DISCONNECTED'),
  number: z.string().nullish(),
  isDefault: z.boolean().catch(false),
  provider: z.string().nullish(),
  updatedAt: z.string().nullish(),
});
export type Connection = z.infer<typeof connectionSchema>;

/**
 * A connection of GET /whatsapp/all (spec 2 §7 "all connections (super overview)", spec 3 "All
 * connections"): every company's connections in one plain array, each naming its company. Deployed
 * backends send the whole record; the overview reads the status, name, number and channel.
 */
export const companyConnectionSchema = connectionSchema.extend({ companyId: idSchema }).loose();
export type CompanyConnection = z.infer<typeof companyConnectionSchema>;

const count = (fallback: number) => z.coerce.number().catch(fallback);
const optionalId = idSchema.nullish().catch(null);

/**
 * A connection as the connections page and its dialog read it (GET /whatsapp, GET /whatsapp/{id},
 * the `whatsapp` event): spec 2 §3's fields with §9's defaults for what a backend leaves out.
 * Numbers may come as strings (CONTRACT.md); `token` only reaches those who manage connections.
 */
export const connectionRecordSchema = connectionSchema
  .extend({
    token: z.string().nullish(),
    qrcode: z.string().nullish().catch(null),
    greetingMessage: textSchema,
    complationMessage: textSchema,
    outOfHoursMessage: textSchema,
    ratingMessage: textSchema,
    queues: z.array(z.object({ id: idSchema, name: z.string().catch(''), color: colorSchema })).catch([]),
    allowGroup: z.boolean().catch(false),
    expiresTicket: count(0),
    expiresInactiveMessage: textSchema,
    timeUseBotQueues: count(0),
    maxUseBotQueues: count(3),
    timeSendQueue: count(0),
    sendIdQueue: optionalId,
    expiresTicketNPS: count(0),
    maxUseBotQueuesNPS: count(3),
    whenExpiresTicket: z.coerce
      .string()
      .pipe(z.enum(['0', '1']))
      .catch('0'),
    timeCreateNewTicket: count(0),
    integrationId: optionalId,
    promptId: optionalId,
    flowIdWelcome: optionalId,
    flowIdNotPhrase: optionalId,
    /** Its weekly service hours (used when the company's scheduleType is connection). */
    schedules: weeklyHoursSchema,
    statusImportMessages: z.string().nullish().catch(null),
    /** The start date of an old-message import (spec 2 §4), null when off. */
    importOldMessages: z.string().nullish().catch(null),
    enableImportMessage: z.boolean().catch(false),
    importRecentMessages: z.string().nullish().catch(null),
    importOldMessagesGroups: z.boolean().catch(false),
    closedTicketsPostImported: z.boolean().catch(false),
    queueIdImportMessages: optionalId,
    collectiveVacationStart: z.string().nullish().catch(null),
    collectiveVacationEnd: z.string().nullish().catch(null),
    collectiveVacationMessage: textSchema,
    /** The name of the file sent with the greeting, null when none. */
    greetingMediaAttachment: z.string().nullish().catch(null),
  })
  .loose();
export type ConnectionRecord = z.infer<typeof connectionRecordSchema>;

/**
 * `company-{id}-whatsapp` (CONTRACT.md): `update {whatsapp}` after a create or change,
 * `delete {whatsappId}`.
 */
export const whatsappEventSchema = z.union([
  z.object({ action: z.enum(['update', 'create']), whatsapp: connectionRecordSchema }),
  z.object({ action: z.literal('delete'), whatsappId: idSchema }),
]);
export type WhatsappEvent = z.infer<typeof whatsappEventSchema>;

/**
 * `company-{id}-whatsappSession` `update {session}`: a pairing step (spec 2 §4 statuses). Deployed
 * backends send the whole connection; only its id, status, QR code and number are read here.
 */
export const whatsappSessionEventSchema = z.object({
  action: z.literal('update'),
  session: z
    .object({
      id: idSchema,
      status: z.string().catch('DISCONNECTED'),
      qrcode: z.string().nullish().catch(null),
      number: z.string().nullish().catch(null),
      updatedAt: z.string().nullish(),
    })
    .loose(),
});
export type WhatsappSessionEvent = z.infer<typeof whatsappSessionEventSchema>;

/**
 * `importMessages-{companyId}` (CONTRACT.md; spec 2 §4): an old-message import's progress, `this`
 * processed of `all` (-1 = preparing), or `refresh` when it ended. The reference server imports
 * nothing and never sends it; deployed backends do.
 */
export const importMessagesEventSchema = z.union([
  z.object({
    action: z.literal('update'),
    status: z.object({ this: z.coerce.number().catch(-1), all: z.coerce.number().catch(-1) }).loose(),
  }),
  z.object({ action: z.literal('refresh') }),
]);
export type ImportMessagesEvent = z.infer<typeof importMessagesEventSchema>;
