import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { whatsapps } from './connections';
import { companies } from './tenancy';

/**
 * The company's flows, as GET /flowbuilder lists them (spec 2 §7, spec 3 §7). The flow builder is
 * external (the company's own, opened at /AcessTypebot): this server runs no flow, it keeps only
 * each flow's name so campaigns and connections can point at one.
 */
export const flows = pgTable(
  'flows',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...stamps,
  },
  (t) => [index('flows_company_name').on(t.companyId, t.name)],
);

/**
 * Flow-phrase campaigns (spec 3 §3 "Flow campaign"): a phrase that starts a flow, on one
 * connection or (null) on any. A flow's removal removes its campaigns (they would start nothing);
 * a connection's removal leaves the campaign on every connection, as an admin left it without one.
 */
export const flowCampaigns = pgTable(
  'flow_campaigns',
  {
    id: serial('id').primaryKey(),
    companyId: integer('companyId')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    flowId: integer('flowId')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    whatsappId: integer('whatsappId').references(() => whatsapps.id, { onDelete: 'set null' }),
    phrase: text('phrase').notNull(),
    status: boolean('status').notNull().default(true),
    ...stamps,
  },
  (t) => [index('flow_campaigns_company_name').on(t.companyId, t.name)],
);
