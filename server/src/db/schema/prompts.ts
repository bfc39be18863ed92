import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { queues } from './people';
import { companies } from './tenancy';

/**
 * AI prompts (spec 2 §3 "Prompt"). The reference server stores them and keeps their contract; it
 * calls no AI service. The API key is a secret of the company: replies that reach every user
 * (lists, events) leave it out. A queue's removal leaves the prompt without one (the dialog asks
 * for another) rather than deleting what an admin wrote.
 */
export const prompts = pgTable(
  'prompts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prompt: text('prompt').notNull(),
    apiKey: text('apiKey').notNull().default(''),
    queueId: integer('queueId').references(() => queues.id, { onDelete: 'set null' }),
    maxTokens: integer('maxTokens').notNull().default(100),
    temperature: doublePrecision('temperature').notNull().default(1),
    maxMessages: integer('maxMessages').notNull().default(10),
    voice: text('voice').notNull().default('texto'),
    voiceKey: text('voiceKey'),
    voiceRegion: text('voiceRegion'),
    ...stamps,
  },
  (t) => [index('prompts_company_name').on(t.companyId, t.name)],
);
