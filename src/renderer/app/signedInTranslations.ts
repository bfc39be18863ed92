import type { Translations } from '@renderer/i18n';
import type { SignedInNamespace } from './signedInNamespaceNames';
import { ticketsTranslations } from '@renderer/features/tickets/translations';
import { messagesTranslations } from '@renderer/features/messages/translations';
import { composerTranslations } from '@renderer/features/composer/translations';
import { contactsTranslations } from '@renderer/features/contacts/translations';
import { contactSpreadsheetsTranslations } from '@renderer/features/contactSpreadsheets/translations';
import { notificationsTranslations } from '@renderer/features/notifications/translations';
import { commandsTranslations } from './commandPalette/translations';
import { todoTranslations } from '@renderer/features/todo/translations';
import { quickMessagesTranslations } from '@renderer/features/quickMessages/translations';
import { usersTranslations } from '@renderer/features/users/translations';
import { queuesTranslations } from '@renderer/features/queues/translations';
import { settingsTranslations } from '@renderer/features/settings/translations';
import { userPictureTranslations } from '@renderer/features/userPicture/translations';
import { connectionsTranslations } from '@renderer/features/connections/translations';
import { momentsTranslations } from '@renderer/features/moments/translations';
import { reportsTranslations } from '@renderer/features/reports/translations';
import { dashboardTranslations } from '@renderer/features/dashboard/translations';
import { serviceHoursTranslations } from '@renderer/features/serviceHours/translations';
import { helpsTranslations } from '@renderer/features/helps/translations';
import { tagsTranslations } from '@renderer/features/tags/translations';
import { kanbanTranslations } from '@renderer/features/kanban/translations';
import { promptsTranslations } from '@renderer/features/prompts/translations';
import { chatsTranslations } from '@renderer/features/chats/translations';
import { announcementsTranslations } from '@renderer/features/announcements/translations';
import { flowBuilderTranslations } from '@renderer/features/flowBuilder/translations';
import { queueIntegrationsTranslations } from '@renderer/features/queueIntegrations/translations';
import { fileListsTranslations } from '@renderer/features/fileLists/translations';
import { allConnectionsTranslations } from '@renderer/features/allConnections/translations';
import { messagesApiTranslations } from '@renderer/features/messagesApi/translations';
import { schedulesTranslations } from '@renderer/features/schedules/translations';
import { plansTranslations } from '@renderer/features/plans/translations';
import { billingTranslations } from '@renderer/features/billing/translations';
import { companiesTranslations } from '@renderer/features/companies/translations';
import { contactListsTranslations } from '@renderer/features/contactLists/translations';
import { campaignsTranslations } from '@renderer/features/campaigns/translations';
import { phraseListsTranslations } from '@renderer/features/phraseLists/translations';

/**
 * The signed-in screens' strings in English, Spanish and Turkish, in one chunk apart from their pt-BR
 * sources (signedInLocales.ts): they load before the interface shows in one of these languages
 * (NamespacesGate, switchLanguage), and a start in pt-BR does without them (issue 18: the four
 * languages were 263 KB of JS to compile before the first row).
 */
export const signedInTranslations: Record<SignedInNamespace, Translations> = {
  tickets: ticketsTranslations,
  messages: messagesTranslations,
  composer: composerTranslations,
  contacts: contactsTranslations,
  contactSpreadsheets: contactSpreadsheetsTranslations,
  notifications: notificationsTranslations,
  commands: commandsTranslations,
  todo: todoTranslations,
  quickMessages: quickMessagesTranslations,
  users: usersTranslations,
  queues: queuesTranslations,
  settings: settingsTranslations,
  userPicture: userPictureTranslations,
  connections: connectionsTranslations,
  moments: momentsTranslations,
  reports: reportsTranslations,
  dashboard: dashboardTranslations,
  serviceHours: serviceHoursTranslations,
  helps: helpsTranslations,
  tags: tagsTranslations,
  kanban: kanbanTranslations,
  prompts: promptsTranslations,
  chats: chatsTranslations,
  announcements: announcementsTranslations,
  flowBuilder: flowBuilderTranslations,
  queueIntegrations: queueIntegrationsTranslations,
  fileLists: fileListsTranslations,
  allConnections: allConnectionsTranslations,
  messagesApi: messagesApiTranslations,
  schedules: schedulesTranslations,
  plans: plansTranslations,
  billing: billingTranslations,
  companies: companiesTranslations,
  contactLists: contactListsTranslations,
  campaigns: campaignsTranslations,
  phraseLists: phraseListsTranslations,
};
