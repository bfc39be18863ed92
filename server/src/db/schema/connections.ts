import { boolean, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { Channel } from '@shared/api/contact';
import type { ScheduleEntry } from '@shared/domain/serviceHours';
import { stamps } from './columns';
import { queues } from './people';
import { companies } from './tenancy';

/** Connections ("whatsapps" on the wire, whatever the channel; spec 2 §3). */
export const whatsapps = pgTable('whatsapps', {
  id: serial('id').primaryKey(),
  companyId: integer('companyId')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  channel: text('channel').$type<Channel>().notNull().default('whatsapp'),
  status: text('status').notNull().default('DISCONNECTED'),
  /** 'sandbox' is the reference server's simulated channel. */
  provider: text('provider').notNull().default('sandbox'),
  /** 30 random alphanumerics; authenticates POST /sandbox/inbound for this connection. */
  token: text('token').notNull().unique(),
  isDefault: boolean('isDefault').notNull().default(false),
  number: text('number'),
  qrcode: text('qrcode'),
  greetingMessage: text('greetingMessage'),
  complationMessage: text('complationMessage'),
  outOfHoursMessage: text('outOfHoursMessage'),
  ratingMessage: text('ratingMessage'),
  groupAsTicket: text('groupAsTicket').notNull().default('disabled'),
  allowGroup: boolean('allowGroup').notNull().default(false),
  expiresTicket: integer('expiresTicket').notNull().default(0),
  expiresInactiveMessage: text('expiresInactiveMessage'),
  timeUseBotQueues: integer('timeUseBotQueues').notNull().default(0),
  maxUseBotQueues: integer('maxUseBotQueues').notNull().default(3),
  timeSendQueue: integer('timeSendQueue').notNull().default(0),
  sendIdQueue: integer('sendIdQueue'),
  inactiveMessage: text('inactiveMessage'),
  timeInactiveMessage: text('timeInactiveMessage'),
  // The dialog's chatbot, NPS, integration and flow-builder fields (spec 2 §3); stored and
  // returned as a deployed backend does. No prompt, integration or flow engine runs here.
  expiresTicketNPS: integer('expiresTicketNPS').notNull().default(0),
  maxUseBotQueuesNPS: integer('maxUseBotQueuesNPS').notNull().default(3),
  whenExpiresTicket: text('whenExpiresTicket').notNull().default('0'),
  timeCreateNewTicket: integer('timeCreateNewTicket').notNull().default(0),
  integrationId: integer('integrationId'),
  promptId: integer('promptId'),
  flowIdWelcome: integer('flowIdWelcome'),
  flowIdNotPhrase: integer('flowIdNotPhrase'),
  /** Facebook/Instagram: who connected it (POST /facebook); null for WhatsApp. */
  facebookUserId: text('facebookUserId'),
  // Old-message import and collective vacation (spec 2 §3, §5): stored as a deployed backend does;
  // the sandbox channel has no history to import.
  enableImportMessage: boolean('enableImportMessage').notNull().default(false),
  importOldMessages: text('importOldMessages'),
  importRecentMessages: text('importRecentMessages'),
  importOldMessagesGroups: boolean('importOldMessagesGroups').notNull().default(false),
  closedTicketsPostImported: boolean('closedTicketsPostImported').notNull().default(false),
  queueIdImportMessages: integer('queueIdImportMessages'),
  collectiveVacationStart: text('collectiveVacationStart'),
  collectiveVacationEnd: text('collectiveVacationEnd'),
  collectiveVacationMessage: text('collectiveVacationMessage'),
  /**
   * The file the chatbot sends with the connection's greeting (POST /whatsapp/{id}/media-upload):
   * its media key, and its name as uploaded (what the wire's greetingMediaAttachment shows).
   */
  greetingMediaPath: text('greetingMediaPath'),
  greetingMediaAttachment: text('greetingMediaAttachment'),
  /** Weekly service hours (spec 2 §3), read by the chatbot when scheduleType is connection. */
  schedules: jsonb('schedules').$type<ScheduleEntry[]>().notNull().default([]),
  ...stamps,
});

export const whatsappQueues = pgTable(
  'whatsapp_queues',
  {
    whatsappId: integer('whatsappId')
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    queueId: integer('queueId')
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.whatsappId, t.queueId] })],
);
