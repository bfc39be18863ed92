import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { whatsapps } from './connections';
import { contacts } from './contacts';
import { queues, users } from './people';
import { companies } from './tenancy';
import { tickets } from './tickets';

/**
 * Scheduled messages (spec 3 §3 "Schedule"), with Whaticket's column names for the recurrence
 * (src/shared/domain/schedules.ts). `anchorAt` is the first sendAt: the n-th repetition is
 * computed from it (anchor + n intervals), so month ends and weekend shifts do not drift.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sendAt: timestamp('sendAt', { withTimezone: true }).notNull(),
    anchorAt: timestamp('anchorAt', { withTimezone: true }).notNull(),
    sentAt: timestamp('sentAt', { withTimezone: true }),
    status: text('status').notNull().default('PENDENTE'),
    contactId: integer('contactId')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The ticket the last send went into. */
    ticketId: integer('ticketId').references(() => tickets.id, { onDelete: 'set null' }),
    /** Who scheduled it (the sender). */
    userId: integer('userId').references(() => users.id, { onDelete: 'set null' }),
    ticketUserId: integer('ticketUserId').references(() => users.id, { onDelete: 'set null' }),
    queueId: integer('queueId').references(() => queues.id, { onDelete: 'set null' }),
    whatsappId: integer('whatsappId').references(() => whatsapps.id, { onDelete: 'set null' }),
    openTicket: text('openTicket').notNull().default('disabled'),
    statusTicket: text('statusTicket').notNull().default('closed'),
    intervalo: integer('intervalo').notNull().default(1),
    valorIntervalo: integer('valorIntervalo').notNull().default(0),
    enviarQuantasVezes: integer('enviarQuantasVezes').notNull().default(1),
    tipoDias: integer('tipoDias').notNull().default(4),
    contadorEnvio: integer('contadorEnvio').notNull().default(0),
    assinar: boolean('assinar').notNull().default(false),
    /** Media key (media/mediaStore.ts) of the png/jpg attachment. */
    mediaPath: text('mediaPath'),
    mediaName: text('mediaName'),
    lastError: text('lastError'),
    ...stamps,
  },
  (t) => [index('schedules_due_idx').on(t.status, t.sendAt), index('schedules_company_idx').on(t.companyId)],
);

/** Quick replies (spec 2 §3 "Quick message"): the user's own, and general ones (`geral`) for all. */
export const quickMessages = pgTable(
  'quick_messages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    shortcode: text('shortcode').notNull(),
    message: text('message').notNull().default(''),
    mediaPath: text('mediaPath'),
    mediaName: text('mediaName'),
    geral: boolean('geral').notNull().default(false),
    visao: boolean('visao').notNull().default(true),
    status: boolean('status').notNull().default(true),
    userId: integer('userId').references(() => users.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [index('quick_messages_company_idx').on(t.companyId, t.shortcode)],
);
