import type { CampaignStatus } from '@shared/domain/campaigns';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { contactListItems, contactLists } from './contactLists';
import { whatsapps } from './connections';
import { queues, users } from './people';
import { companies } from './tenancy';

/** Campaign settings (spec 3 §3 "Campaign settings"): one row per company and key, values as JSON text. */
export const campaignSettings = pgTable(
  'campaign_settings',
  {
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

/** Campaigns (spec 3 §3 "Campaign"), status per §4. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message1: text('message1').notNull().default(''),
    message2: text('message2').notNull().default(''),
    message3: text('message3').notNull().default(''),
    message4: text('message4').notNull().default(''),
    message5: text('message5').notNull().default(''),
    confirmationMessage1: text('confirmationMessage1').notNull().default(''),
    confirmationMessage2: text('confirmationMessage2').notNull().default(''),
    confirmationMessage3: text('confirmationMessage3').notNull().default(''),
    confirmationMessage4: text('confirmationMessage4').notNull().default(''),
    confirmationMessage5: text('confirmationMessage5').notNull().default(''),
    status: text('status').$type<CampaignStatus>().notNull().default('INATIVA'),
    confirmation: boolean('confirmation').notNull().default(false),
    scheduledAt: timestamp('scheduledAt', { withTimezone: true }),
    completedAt: timestamp('completedAt', { withTimezone: true }),
    contactListId: integer('contactListId').references(() => contactLists.id, { onDelete: 'set null' }),
    tagListId: integer('tagListId'),
    whatsappId: integer('whatsappId').references(() => whatsapps.id, { onDelete: 'set null' }),
    userId: integer('userId').references(() => users.id, { onDelete: 'set null' }),
    queueId: integer('queueId').references(() => queues.id, { onDelete: 'set null' }),
    statusTicket: text('statusTicket').$type<'open' | 'pending' | 'closed'>().notNull().default('closed'),
    openTicket: text('openTicket').$type<'enabled' | 'disabled'>().notNull().default('disabled'),
    mediaPath: text('mediaPath'),
    mediaName: text('mediaName'),
    /** How many messages the runner has sent in this run (drives the longer pause, survives restarts). */
    sentCount: integer('sentCount').notNull().default(0),
    /** When the runner may send the next message (the interval, kept across restarts). */
    nextSendAt: timestamp('nextSendAt', { withTimezone: true }),
    ...stamps,
  },
  (t) => [index('campaigns_company_idx').on(t.companyId, t.name), index('campaigns_status_idx').on(t.status)],
);

/**
 * One row per contact-list entry a campaign reached (spec 3 §3 "shipping"). The row is written
 * before the message goes: the unique pair is what makes a contact get one message per campaign
 * across cancels, restarts and server crashes.
 */
export const campaignShipping = pgTable(
  'campaign_shipping',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaignId')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    contactListItemId: integer('contactListItemId').references(() => contactListItems.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    message: text('message').notNull(),
    deliveredAt: timestamp('deliveredAt', { withTimezone: true }),
    confirmationRequestedAt: timestamp('confirmationRequestedAt', { withTimezone: true }),
    confirmedAt: timestamp('confirmedAt', { withTimezone: true }),
    ...stamps,
  },
  (t) => [unique('campaign_shipping_item_uq').on(t.campaignId, t.contactListItemId)],
);
