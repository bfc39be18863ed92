import { timestamp } from 'drizzle-orm/pg-core';

/** createdAt/updatedAt of every table; the services set them from the injectable clock. */
export const stamps = {
  createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updatedAt', { withTimezone: true }).notNull().defaultNow(),
};
