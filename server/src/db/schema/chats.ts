import { index, integer, pgTable, primaryKey, serial, text, unique, uuid } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { users } from './people';
import { companies } from './tenancy';

/**
 * Internal chats (spec 1 §3 "Chat", spec 3 "Internal chat"): a conversation between users of one
 * company. The owner alone edits or deletes it; its removal takes its members and messages along.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    ownerId: integer('ownerId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessage: text('lastMessage').notNull().default(''),
    ...stamps,
  },
  (t) => [index('chats_company_updated').on(t.companyId, t.updatedAt)],
);

/** Who is in a chat, and how many of its messages each member has not read yet. */
export const chatMembers = pgTable(
  'chatMembers',
  {
    chatId: integer('chatId')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreads: integer('unreads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user').on(t.userId)],
);

/**
 * The messages of a chat. `clientId` is the sender's id for a message it typed: a resend after a
 * lost reply finds the stored one instead of storing it twice.
 */
export const chatMessages = pgTable(
  'chatMessages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chatId')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('senderId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    mediaPath: text('mediaPath'),
    mediaName: text('mediaName'),
    clientId: text('clientId'),
    ...stamps,
  },
  (t) => [
    index('chat_messages_chat').on(t.chatId, t.createdAt),
    unique('chat_messages_client').on(t.chatId, t.clientId),
  ],
);
