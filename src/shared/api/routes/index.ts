import type { RouteEntry } from '../route';
import { announcementRoutes } from './announcements';
import { authRoutes } from './auth';
import { connectionRoutes } from './connections';
import { chatbotRoutes } from './chatbots';
import { chatRoutes } from './chats';
import { companyRoutes } from './companies';
import { contactRoutes } from './contacts';
import { contactImportRoutes } from './contactImport';
import { helpRoutes } from './helps';
import { invoiceRoutes } from './invoices';
import { kanbanRoutes } from './kanban';
import { dashboardRoutes } from './dashboard';
import { externalApiRoutes } from './externalApi';
import { fileListRoutes } from './fileLists';
import { flowCampaignRoutes } from './flowCampaigns';
import { contactListRoutes } from './contactLists';
import { campaignRoutes } from './campaigns';
import { messageRoutes } from './messages';
import { metaRoutes } from './meta';
import { planRoutes } from './plans';
import { promptRoutes } from './prompts';
import { queueRoutes } from './queues';
import { queueIntegrationRoutes } from './queueIntegrations';
import { momentRoutes, reportRoutes } from './reports';
import { quickMessageRoutes } from './quickMessages';
import { scheduleRoutes } from './schedules';
import { settingRoutes } from './settings';
import { signupRoutes } from './signup';
import { tagRoutes } from './tags';
import { ticketRoutes } from './tickets';
import { userRoutes } from './users';

/**
 * Every route of the contract, by resource: the reference server registers each one
 * (server/src/http/route.ts) and the renderer calls them (src/renderer/api/call.ts).
 */
export const routes = {
  auth: authRoutes,
  meta: metaRoutes,
  settings: settingRoutes,
  users: userRoutes,
  queues: queueRoutes,
  connections: connectionRoutes,
  chatbots: chatbotRoutes,
  companies: companyRoutes,
  contacts: contactRoutes,
  contactImport: contactImportRoutes,
  tags: tagRoutes,
  tickets: ticketRoutes,
  messages: messageRoutes,
  schedules: scheduleRoutes,
  quickMessages: quickMessageRoutes,
  helps: helpRoutes,
  moments: momentRoutes,
  reports: reportRoutes,
  dashboard: dashboardRoutes,
  kanban: kanbanRoutes,
  prompts: promptRoutes,
  announcements: announcementRoutes,
  queueIntegrations: queueIntegrationRoutes,
  fileLists: fileListRoutes,
  chats: chatRoutes,
  externalApi: externalApiRoutes,
  plans: planRoutes,
  invoices: invoiceRoutes,
  signup: signupRoutes,
  contactLists: contactListRoutes,
  campaigns: campaignRoutes,
  flowCampaigns: flowCampaignRoutes,
};

/** The map flattened: `tickets.update` → its entry (the walk test and tools iterate it). */
export function allRoutes(): { name: string; entry: RouteEntry }[] {
  return Object.entries(routes).flatMap(([group, entries]) =>
    Object.entries(entries).map(([name, entry]) => ({ name: `${group}.${name}`, entry: entry as RouteEntry })),
  );
}
