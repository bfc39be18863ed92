// The whole database schema, shaped after spec 1-3 §3 so later parts add columns, not rework.
// drizzle-kit reads this file (server/drizzle.config.ts) to generate server/drizzle/*.sql.
export * from './schema/tenancy';
export * from './schema/people';
export * from './schema/chatbots';
export * from './schema/connections';
export * from './schema/contacts';
export * from './schema/tickets';
export * from './schema/replies';
export * from './schema/prompts';
export * from './schema/announcements';
export * from './schema/integrations';
export * from './schema/fileLists';
export * from './schema/chats';
export * from './schema/billing';
export * from './schema/contactLists';
export * from './schema/campaigns';
export * from './schema/flowCampaigns';
