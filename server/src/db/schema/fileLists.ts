import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { users } from './people';
import { companies } from './tenancy';

/**
 * File lists (spec 2 §3 "File list"): a named set of files the chatbot can send (a queue's
 * fileListId, an option's optFileId), with the message that goes with them.
 */
export const fileLists = pgTable(
  'file_lists',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message: text('message').notNull().default(''),
    /** Who wrote it. */
    userId: integer('userId').references(() => users.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [index('file_lists_company_idx').on(t.companyId, t.name)],
);

/**
 * The options of a file list, each with at most one file. `path` is the file's name as shown
 * (Whaticket's column), `mediaKey` where the bytes are (media/mediaStore.ts).
 */
export const fileListOptions = pgTable(
  'file_list_options',
  {
    id: serial('id').primaryKey(),
    fileListId: integer('fileListId')
      .notNull()
      .references(() => fileLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull().default(''),
    mediaType: text('mediaType').notNull().default(''),
    mediaKey: text('mediaKey'),
    ...stamps,
  },
  (t) => [index('file_list_options_list_idx').on(t.fileListId)],
);
