import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Channel } from '@shared/api/contact';
import { stamps } from './columns';
import { whatsapps } from './connections';
import { companies } from './tenancy';

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: text('number').notNull(),
    email: text('email').notNull().default(''),
    profilePicUrl: text('profilePicUrl'),
    isGroup: boolean('isGroup').notNull().default(false),
    active: boolean('active').notNull().default(true),
    channel: text('channel').$type<Channel>().notNull().default('whatsapp'),
    disableBot: boolean('disableBot').notNull().default(false),
    acceptAudioMessage: boolean('acceptAudioMessage').notNull().default(true),
    lgpdAcceptedAt: timestamp('lgpdAcceptedAt', { withTimezone: true }),
    whatsappId: integer('whatsappId').references(() => whatsapps.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [unique('contacts_company_number_uq').on(t.companyId, t.number)],
);

/** A contact's extra fields (extraInfo on the wire). */
export const contactCustomFields = pgTable('contact_custom_fields', {
  id: serial('id').primaryKey(),
  contactId: integer('contactId')
    .notNull()
    .references(() => contacts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  value: text('value').notNull().default(''),
  ...stamps,
});

/** Tags and kanban lanes (kanban 0 or 1; spec 2 §3). */
export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  companyId: integer('companyId')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  color: text('color').notNull(),
  kanban: integer('kanban').notNull().default(0),
  timeLane: integer('timeLane').notNull().default(0),
  nextLaneId: integer('nextLaneId'),
  rollbackLaneId: integer('rollbackLaneId'),
  greetingMessageLane: text('greetingMessageLane'),
  ...stamps,
});

export const contactTags = pgTable(
  'contact_tags',
  {
    contactId: integer('contactId')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    tagId: integer('tagId')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.tagId] })],
);
