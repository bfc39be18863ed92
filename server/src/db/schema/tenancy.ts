import type { ScheduleEntry } from '@shared/domain/serviceHours';
import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { stamps } from './columns';

/** Subscription plans (spec 3 §3); every module flag defaults on, as the spec says. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  users: integer('users').notNull().default(0),
  connections: integer('connections').notNull().default(0),
  queues: integer('queues').notNull().default(0),
  value: integer('value').notNull().default(0),
  public: boolean('public').notNull().default(true),
  useWhatsapp: boolean('useWhatsapp').notNull().default(true),
  useFacebook: boolean('useFacebook').notNull().default(true),
  useInstagram: boolean('useInstagram').notNull().default(true),
  useCampaigns: boolean('useCampaigns').notNull().default(true),
  useKanban: boolean('useKanban').notNull().default(true),
  useOpenAi: boolean('useOpenAi').notNull().default(true),
  useIntegrations: boolean('useIntegrations').notNull().default(true),
  useSchedules: boolean('useSchedules').notNull().default(true),
  useInternalChat: boolean('useInternalChat').notNull().default(true),
  useExternalApi: boolean('useExternalApi').notNull().default(true),
  ...stamps,
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email'),
  document: text('document'),
  status: boolean('status').notNull().default(true),
  dueDate: date('dueDate', { mode: 'string' }),
  recurrence: text('recurrence'),
  planId: integer('planId').references(() => plans.id),
  lastLogin: timestamp('lastLogin', { withTimezone: true }),
  /** Weekly service hours (spec 2 §3), read by the chatbot when scheduleType is company. */
  schedules: jsonb('schedules').$type<ScheduleEntry[]>().notNull().default([]),
  ...stamps,
});

/** Key/value settings per company (spec 2 "Settings": appearance keys, userCreation…). */
export const settings = pgTable(
  'settings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value'),
    ...stamps,
  },
  (t) => [unique('settings_company_key_uq').on(t.companyId, t.key)],
);

/** One row per company: the switches read by column name (GET /companySettingOne?column=). */
export const companySettings = pgTable('company_settings', {
  id: serial('id').primaryKey(),
  companyId: integer('companyId')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  showNotificationPending: text('showNotificationPending').notNull().default('disabled'),
  sendGreetingAccepted: text('sendGreetingAccepted').notNull().default('disabled'),
  greetingAcceptedMessage: text('greetingAcceptedMessage').notNull().default(''),
  requiredTag: text('requiredTag').notNull().default('disabled'),
  lgpdHideNumber: text('lgpdHideNumber').notNull().default('disabled'),
  sendSignMessage: text('sendSignMessage').notNull().default('enabled'),
  lgpdDeleteMessage: text('lgpdDeleteMessage').notNull().default('disabled'),
  enableLGPD: text('enableLGPD').notNull().default('disabled'),
  lgpdConsent: text('lgpdConsent').notNull().default('disabled'),
  lgpdMessage: text('lgpdMessage').notNull().default(''),
  lgpdLink: text('lgpdLink').notNull().default(''),
  userRating: text('userRating').notNull().default('disabled'),
  scheduleType: text('scheduleType').notNull().default('disabled'),
  acceptCallWhatsapp: text('acceptCallWhatsapp').notNull().default('disabled'),
  AcceptCallWhatsappMessage: text('AcceptCallWhatsappMessage').notNull().default(''),
  userRandom: text('userRandom').notNull().default('disabled'),
  sendGreetingMessageOneQueues: text('sendGreetingMessageOneQueues').notNull().default('disabled'),
  sendFarewellWaitingTicket: text('sendFarewellWaitingTicket').notNull().default('disabled'),
  sendQueuePosition: text('sendQueuePosition').notNull().default('disabled'),
  sendQueuePositionMessage: text('sendQueuePositionMessage').notNull().default(''),
  acceptAudioMessageContact: text('acceptAudioMessageContact').notNull().default('disabled'),
  sendMsgTransfTicket: text('sendMsgTransfTicket').notNull().default('disabled'),
  transferMessage: text('transferMessage').notNull().default(''),
  DirectTicketsToWallets: text('DirectTicketsToWallets').notNull().default('disabled'),
  closeTicketOnTransfer: text('closeTicketOnTransfer').notNull().default('disabled'),
  /** Hours without activity after which an open or waiting ticket closes by itself (spec 1 §9: 72). */
  hoursCloseTicketsAuto: text('hoursCloseTicketsAuto').notNull().default('72'),
  ...stamps,
});

/** Help-center entries (spec 2 §3 "Help entry"). */
export const helps = pgTable('helps', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  video: text('video'),
  ...stamps,
});

/** Server-wide facts that must survive restarts (the JWT signing secret). */
export const serverMeta = pgTable('server_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
