import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { companies } from './tenancy';

/**
 * Announcements (spec 3 §3): the platform's, written by its super user and read by every company
 * (like help entries). `companyId` is the writer's company, where the image is stored.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    priority: integer('priority').notNull().default(3),
    status: boolean('status').notNull().default(true),
    mediaPath: text('mediaPath'),
    mediaName: text('mediaName'),
    ...stamps,
  },
  (t) => [index('announcements_status_created').on(t.status, t.createdAt)],
);
