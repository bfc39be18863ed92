import type { ScheduleEntry } from '@shared/domain/serviceHours';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { companies } from './tenancy';

/** Attendants, admins and super users (spec 1 §3 "User"). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('passwordHash').notNull(),
    /** Bumped to void every refresh token of the user at once (e.g. an admin resets the password). */
    tokenVersion: integer('tokenVersion').notNull().default(0),
    profile: text('profile').notNull().default('user'),
    super: boolean('super').notNull().default(false),
    profileImage: text('profileImage'),
    color: text('color'),
    startWork: text('startWork').notNull().default('00:00'),
    endWork: text('endWork').notNull().default('23:59'),
    farewellMessage: text('farewellMessage'),
    allTicket: text('allTicket').notNull().default('disabled'),
    allowGroup: boolean('allowGroup').notNull().default(false),
    defaultTheme: text('defaultTheme').notNull().default('light'),
    defaultMenu: text('defaultMenu').notNull().default('open'),
    allHistoric: text('allHistoric').notNull().default('disabled'),
    allUserChat: text('allUserChat').notNull().default('disabled'),
    userClosePendingTicket: text('userClosePendingTicket').notNull().default('enabled'),
    showDashboard: text('showDashboard').notNull().default('disabled'),
    allowRealTime: text('allowRealTime').notNull().default('disabled'),
    allowConnections: text('allowConnections').notNull().default('disabled'),
    /** Default connection; a plain column (no FK) so connections and users can be created in any order. */
    whatsappId: integer('whatsappId'),
    defaultTicketsManagerWidth: integer('defaultTicketsManagerWidth').notNull().default(550),
    online: boolean('online').notNull().default(false),
    lastLogin: timestamp('lastLogin', { withTimezone: true }),
    ...stamps,
  },
  (t) => [index('users_company_idx').on(t.companyId)],
);

export const queues = pgTable(
  'queues',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    orderQueue: integer('orderQueue'),
    greetingMessage: text('greetingMessage'),
    outOfHoursMessage: text('outOfHoursMessage'),
    tempoRoteador: integer('tempoRoteador').notNull().default(0),
    ativarRoteador: boolean('ativarRoteador').notNull().default(false),
    integrationId: integer('integrationId'),
    fileListId: integer('fileListId'),
    closeTicket: boolean('closeTicket').notNull().default(false),
    /** Weekly service hours (spec 2 §3), read by the chatbot when scheduleType is queue. */
    schedules: jsonb('schedules').$type<ScheduleEntry[]>().notNull().default([]),
    ...stamps,
  },
  (t) => [
    unique('queues_company_name_uq').on(t.companyId, t.name),
    // ERR_QUEUE_COLOR_ALREADY_EXISTS: a colour is unique within a company (spec 1 §5).
    unique('queues_company_color_uq').on(t.companyId, t.color),
  ],
);

export const userQueues = pgTable(
  'user_queues',
  {
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queueId: integer('queueId')
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.queueId] })],
);

/**
 * Refresh tokens, stored hashed. Each rotation spends the presented token and issues the next
 * one of the same family; presenting a spent token revokes the whole family (theft signal).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('tokenHash').notNull().unique(),
    family: text('family').notNull(),
    tokenVersion: integer('tokenVersion').notNull(),
    used: boolean('used').notNull().default(false),
    revoked: boolean('revoked').notNull().default(false),
    expiresAt: timestamp('expiresAt', { withTimezone: true }).notNull(),
    createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family)],
);
