import { boolean, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { companies } from './tenancy';

/** Contact lists (spec 3 §3 "ContactList"): named audiences for campaigns, apart from the contacts. */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...stamps,
  },
  (t) => [index('contact_lists_company_idx').on(t.companyId, t.name)],
);

/**
 * A list's entries (spec 3 §3 "ContactListItem"), digits-only numbers, one per number in a list:
 * importing the same sheet twice adds nothing. `isWhatsappValid` is what the channel said of the
 * number (the sandbox: a plausible international mobile).
 */
export const contactListItems = pgTable(
  'contact_list_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactListId: integer('contactListId')
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: text('number').notNull(),
    email: text('email').notNull().default(''),
    isWhatsappValid: boolean('isWhatsappValid').notNull().default(false),
    ...stamps,
  },
  (t) => [
    unique('contact_list_items_list_number_uq').on(t.contactListId, t.number),
    index('contact_list_items_list_idx').on(t.contactListId, t.name),
  ],
);
