import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { companies } from './tenancy';

/**
 * A company's invoices (spec 3 §3 "Invoice", deployed Whaticket's Invoices): what it is for, its
 * value in BRL, due date and status 'open' | 'paid' (overdue is an open one past its due date,
 * computed). The checkout's Pix charge is kept on it: the copy-paste code, its txid (the sandbox
 * provider's key to the charge) and the counts the price was computed from.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    detail: text('detail').notNull().default(''),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    dueDate: date('dueDate', { mode: 'string' }).notNull(),
    status: text('status').$type<'open' | 'paid'>().notNull().default('open'),
    paidAt: timestamp('paidAt', { withTimezone: true }),
    pixCode: text('pixCode'),
    txid: text('txid').unique(),
    users: integer('users'),
    connections: integer('connections'),
    ...stamps,
  },
  (t) => [index('invoices_company_due').on(t.companyId, t.dueDate)],
);
