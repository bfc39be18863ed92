import type { PartialBundle } from '@renderer/i18n';
import type { SignedInNamespace } from './signedInNamespaceNames';
import { ticketsLocales } from '@renderer/features/tickets/locales';
import { messagesLocales } from '@renderer/features/messages/locales';
import { composerLocales } from '@renderer/features/composer/locales';
import { contactsLocales } from '@renderer/features/contacts/locales';
import { contactSpreadsheetsLocales } from '@renderer/features/contactSpreadsheets/locales';
import { notificationsLocales } from '@renderer/features/notifications/locales';
import { commandsLocales } from './commandPalette/locales';
import { todoLocales } from '@renderer/features/todo/locales';
import { quickMessagesLocales } from '@renderer/features/quickMessages/locales';
import { usersLocales } from '@renderer/features/users/locales';
import { queuesLocales } from '@renderer/features/queues/locales';
import { settingsLocales } from '@renderer/features/settings/locales';
import { userPictureLocales } from '@renderer/features/userPicture/locales';
import { connectionsLocales } from '@renderer/features/connections/locales';
import { momentsLocales } from '@renderer/features/moments/locales';
import { reportsLocales } from '@renderer/features/reports/locales';
import { dashboardLocales } from '@renderer/features/dashboard/locales';
import { serviceHoursLocales } from '@renderer/features/serviceHours/locales';
import { helpsLocales } from '@renderer/features/helps/locales';
import { tagsLocales } from '@renderer/features/tags/locales';
import { kanbanLocales } from '@renderer/features/kanban/locales';
import { promptsLocales } from '@renderer/features/prompts/locales';
import { chatsLocales } from '@renderer/features/chats/locales';
import { announcementsLocales } from '@renderer/features/announcements/locales';
import { flowBuilderLocales } from '@renderer/features/flowBuilder/locales';
import { queueIntegrationsLocales } from '@renderer/features/queueIntegrations/locales';
import { fileListsLocales } from '@renderer/features/fileLists/locales';
import { allConnectionsLocales } from '@renderer/features/allConnections/locales';
import { messagesApiLocales } from '@renderer/features/messagesApi/locales';
import { schedulesLocales } from '@renderer/features/schedules/locales';
import { plansLocales } from '@renderer/features/plans/locales';
import { billingLocales } from '@renderer/features/billing/locales';
import { companiesLocales } from '@renderer/features/companies/locales';
import { contactListsLocales } from '@renderer/features/contactLists/locales';
import { campaignsLocales } from '@renderer/features/campaigns/locales';
import { phraseListsLocales } from '@renderer/features/phraseLists/locales';

/**
 * Every signed-in screen's strings in one module, so one chunk: the signed-in layout waits for
 * all of them (router.tsx), and 36 chunks of a few KB each queued behind one another on the six
 * connections a browser opens to a web server (about 1 s of the first signed-in paint). In pt-BR:
 * the other languages are signedInTranslations.ts, loaded when one is chosen.
 */
export const signedInLocales: Record<SignedInNamespace, PartialBundle> = {
  tickets: ticketsLocales,
  messages: messagesLocales,
  composer: composerLocales,
  contacts: contactsLocales,
  contactSpreadsheets: contactSpreadsheetsLocales,
  notifications: notificationsLocales,
  commands: commandsLocales,
  todo: todoLocales,
  quickMessages: quickMessagesLocales,
  users: usersLocales,
  queues: queuesLocales,
  settings: settingsLocales,
  userPicture: userPictureLocales,
  connections: connectionsLocales,
  moments: momentsLocales,
  reports: reportsLocales,
  dashboard: dashboardLocales,
  serviceHours: serviceHoursLocales,
  helps: helpsLocales,
  tags: tagsLocales,
  kanban: kanbanLocales,
  prompts: promptsLocales,
  chats: chatsLocales,
  announcements: announcementsLocales,
  flowBuilder: flowBuilderLocales,
  queueIntegrations: queueIntegrationsLocales,
  fileLists: fileListsLocales,
  allConnections: allConnectionsLocales,
  messagesApi: messagesApiLocales,
  schedules: schedulesLocales,
  plans: plansLocales,
  billing: billingLocales,
  companies: companiesLocales,
  contactLists: contactListsLocales,
  campaigns: campaignsLocales,
  phraseLists: phraseListsLocales,
};
