import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { companies } from './tenancy';

/**
 * Queue integrations (spec 2 §3 "Queue integration"), with Whaticket's column names. The reference
 * server stores them for connections, queues and chatbot options to point at; it runs none.
 */
export const queueIntegrations = pgTable(
  'queue_integrations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** n8n, webhook, typebot, dialogflow or flowbuilder. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    projectName: text('projectName'),
    jsonContent: text('jsonContent'),
    language: text('language'),
    urlN8N: text('urlN8N'),
    typebotSlug: text('typebotSlug'),
    typebotExpires: integer('typebotExpires').notNull().default(1),
    typebotDelayMessage: integer('typebotDelayMessage').notNull().default(1000),
    typebotKeywordFinish: text('typebotKeywordFinish'),
    typebotKeywordRestart: text('typebotKeywordRestart'),
    typebotRestartMessage: text('typebotRestartMessage'),
    typebotUnknownMessage: text('typebotUnknownMessage'),
    ...stamps,
  },
  (t) => [index('queue_integrations_company_idx').on(t.companyId, t.createdAt)],
);
