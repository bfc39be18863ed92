import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ChatbotOptionType } from '@shared/domain/chatbot';
import { stamps } from './columns';
import { queues, users } from './people';
import { companies } from './tenancy';

/**
 * A queue's chatbot options (spec 2 §3 "Chatbot option"), as Whaticket keeps them: a tree by
 * `chatbotId` (the option it is under; null on the queue's first level), every node also carrying
 * its queue so a queue's whole tree is one query. `position` is the number the customer types, less one.
 */
export const chatbots = pgTable(
  'chatbots',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    queueId: integer('queueId')
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
    chatbotId: integer('chatbotId').references((): AnyPgColumn => chatbots.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    greetingMessage: text('greetingMessage'),
    queueType: text('queueType').$type<ChatbotOptionType>().notNull().default('text'),
    optQueueId: integer('optQueueId').references(() => queues.id, { onDelete: 'set null' }),
    optUserId: integer('optUserId').references(() => users.id, { onDelete: 'set null' }),
    optIntegrationId: integer('optIntegrationId'),
    optFileId: integer('optFileId'),
    closeTicket: boolean('closeTicket').notNull().default(false),
    ...stamps,
  },
  (t) => [index('chatbots_queue_idx').on(t.queueId)],
);
