import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { Channel } from '@shared/api/contact';
import type { TicketStatus } from '@shared/api/ticket';
import { stamps } from './columns';
import { chatbots } from './chatbots';
import { whatsapps } from './connections';
import { contacts, tags } from './contacts';
import { queues, users } from './people';
import { companies } from './tenancy';

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').$type<TicketStatus>().notNull().default('pending'),
    lastMessage: text('lastMessage').notNull().default(''),
    unreadMessages: integer('unreadMessages').notNull().default(0),
    isGroup: boolean('isGroup').notNull().default(false),
    channel: text('channel').$type<Channel>().notNull().default('whatsapp'),
    contactId: integer('contactId')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: integer('userId').references(() => users.id, { onDelete: 'set null' }),
    queueId: integer('queueId').references(() => queues.id, { onDelete: 'set null' }),
    whatsappId: integer('whatsappId').references(() => whatsapps.id, { onDelete: 'set null' }),
    isBot: boolean('isBot').notNull().default(false),
    amountUsedBotQueues: integer('amountUsedBotQueues').notNull().default(0),
    /** Where the chatbot is in the queue's options (null: its first level), while isBot. */
    chatbotId: integer('chatbotId').references(() => chatbots.id, { onDelete: 'set null' }),
    useIntegration: boolean('useIntegration').notNull().default(false),
    integrationId: integer('integrationId'),
    closedAt: timestamp('closedAt', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('tickets_company_status_idx').on(t.companyId, t.status, t.updatedAt),
    index('tickets_contact_idx').on(t.contactId),
    // The dashboard's figures are over the tickets a company opened in a period.
    index('tickets_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    /** The channel's own message id (random for the sandbox). */
    wid: text('wid').notNull(),
    body: text('body').notNull().default(''),
    fromMe: boolean('fromMe').notNull().default(false),
    ack: integer('ack').notNull().default(0),
    read: boolean('read').notNull().default(false),
    mediaType: text('mediaType').notNull().default('chat'),
    mediaUrl: text('mediaUrl'),
    quotedMsgId: integer('quotedMsgId').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    isPrivate: boolean('isPrivate').notNull().default(false),
    isDeleted: boolean('isDeleted').notNull().default(false),
    isEdited: boolean('isEdited').notNull().default(false),
    isForwarded: boolean('isForwarded').notNull().default(false),
    ticketId: integer('ticketId')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    contactId: integer('contactId').references(() => contacts.id, { onDelete: 'set null' }),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    queueId: integer('queueId').references(() => queues.id, { onDelete: 'set null' }),
    /** The attendant who sent it (fromMe messages). */
    userId: integer('userId').references(() => users.id, { onDelete: 'set null' }),
    /** Client-chosen id making a retried send idempotent; NULLs never collide in PostgreSQL. */
    clientId: text('clientId'),
    ...stamps,
  },
  (t) => [
    index('messages_ticket_created_idx').on(t.ticketId, t.createdAt),
    unique('messages_ticket_client_uq').on(t.ticketId, t.clientId),
    // A file fetched with a bearer token is looked up by its stored name (media/mediaAccess.ts).
    index('messages_company_media_idx')
      .on(t.companyId, t.mediaUrl)
      .where(sql`"mediaUrl" is not null`),
  ],
);

export const ticketTags = pgTable(
  'ticket_tags',
  {
    ticketId: integer('ticketId')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    tagId: integer('tagId')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.tagId] })],
);

/** Ticket log ("ticket traking"), one row per transition (spec 1 §3 "Ticket log entry"). */
export const ticketLogs = pgTable(
  'ticket_logs',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    ticketId: integer('ticketId')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('userId').references(() => users.id, { onDelete: 'set null' }),
    queueId: integer('queueId').references(() => queues.id, { onDelete: 'set null' }),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_logs_ticket_idx').on(t.ticketId),
    // The dashboard reads a company's acceptances of a period (services/dashboardFigures.ts).
    index('ticket_logs_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/** Notes attendants keep on a ticket and its contact (spec 1 §3 "Ticket note"), not sent to anyone. */
export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: serial('id').primaryKey(),
    note: text('note').notNull(),
    userId: integer('userId').references(() => users.id, { onDelete: 'set null' }),
    contactId: integer('contactId')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    ticketId: integer('ticketId')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...stamps,
  },
  (t) => [index('ticket_notes_ticket_idx').on(t.ticketId), index('ticket_notes_contact_idx').on(t.contactId)],
);

/**
 * The customer's rating of a ticket (spec 1 §3 Ticket `userRating{rate 1-5}`), one per ticket,
 * credited to the attendant who held it. The dashboard's NPS and attendant ratings read it.
 */
export const userRatings = pgTable(
  'user_ratings',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticketId')
      .notNull()
      .unique()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('userId').references(() => users.id, { onDelete: 'set null' }),
    rate: integer('rate').notNull(),
    ...stamps,
  },
  (t) => [
    index('user_ratings_company_idx').on(t.companyId),
    check('user_ratings_rate_range', sql`${t.rate} between 1 and 5`),
  ],
);
