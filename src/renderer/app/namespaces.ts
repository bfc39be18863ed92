import { loadBundles, type LocaleBundle, type LocaleLoaders } from '@renderer/i18n';
import { accountLocales } from '@renderer/features/account/locales';
import { shellLocales } from './locales';

/**
 * The namespaces in the entry chunk: what the first screen (booting, server setup, login) and the
 * shell's own messages need (common is added by createI18n).
 */
export const EAGER_NAMESPACES: Record<string, LocaleBundle> = {
  shell: shellLocales,
  account: accountLocales,
};

/**
 * The signed-in screens' namespaces, each in its own small chunk: a feature's locales module is
 * imported directly (the one exception to "a feature only through its index", eslint.config.js),
 * so its strings come without its components. The signed-in layout waits for them (router.tsx).
 */
export const SIGNED_IN_NAMESPACES: LocaleLoaders = {
  tickets: () => import('@renderer/features/tickets/locales').then((m) => m.ticketsLocales),
  messages: () => import('@renderer/features/messages/locales').then((m) => m.messagesLocales),
  composer: () => import('@renderer/features/composer/locales').then((m) => m.composerLocales),
  contacts: () => import('@renderer/features/contacts/locales').then((m) => m.contactsLocales),
  contactSpreadsheets: () =>
    import('@renderer/features/contactSpreadsheets/locales').then((m) => m.contactSpreadsheetsLocales),
  notifications: () => import('@renderer/features/notifications/locales').then((m) => m.notificationsLocales),
  commands: () => import('./commandPalette/locales').then((m) => m.commandsLocales),
  todo: () => import('@renderer/features/todo/locales').then((m) => m.todoLocales),
  quickMessages: () => import('@renderer/features/quickMessages/locales').then((m) => m.quickMessagesLocales),
  users: () => import('@renderer/features/users/locales').then((m) => m.usersLocales),
  queues: () => import('@renderer/features/queues/locales').then((m) => m.queuesLocales),
  settings: () => import('@renderer/features/settings/locales').then((m) => m.settingsLocales),
  userPicture: () => import('@renderer/features/userPicture/locales').then((m) => m.userPictureLocales),
  connections: () => import('@renderer/features/connections/locales').then((m) => m.connectionsLocales),
  moments: () => import('@renderer/features/moments/locales').then((m) => m.momentsLocales),
  reports: () => import('@renderer/features/reports/locales').then((m) => m.reportsLocales),
  dashboard: () => import('@renderer/features/dashboard/locales').then((m) => m.dashboardLocales),
  serviceHours: () => import('@renderer/features/serviceHours/locales').then((m) => m.serviceHoursLocales),
  helps: () => import('@renderer/features/helps/locales').then((m) => m.helpsLocales),
  tags: () => import('@renderer/features/tags/locales').then((m) => m.tagsLocales),
  kanban: () => import('@renderer/features/kanban/locales').then((m) => m.kanbanLocales),
  prompts: () => import('@renderer/features/prompts/locales').then((m) => m.promptsLocales),
  chats: () => import('@renderer/features/chats/locales').then((m) => m.chatsLocales),
  announcements: () => import('@renderer/features/announcements/locales').then((m) => m.announcementsLocales),
  flowBuilder: () => import('@renderer/features/flowBuilder/locales').then((m) => m.flowBuilderLocales),
  queueIntegrations: () =>
    import('@renderer/features/queueIntegrations/locales').then((m) => m.queueIntegrationsLocales),
  fileLists: () => import('@renderer/features/fileLists/locales').then((m) => m.fileListsLocales),
  allConnections: () => import('@renderer/features/allConnections/locales').then((m) => m.allConnectionsLocales),
  messagesApi: () => import('@renderer/features/messagesApi/locales').then((m) => m.messagesApiLocales),
  schedules: () => import('@renderer/features/schedules/locales').then((m) => m.schedulesLocales),
  plans: () => import('@renderer/features/plans/locales').then((m) => m.plansLocales),
  billing: () => import('@renderer/features/billing/locales').then((m) => m.billingLocales),
  companies: () => import('@renderer/features/companies/locales').then((m) => m.companiesLocales),
  contactLists: () => import('@renderer/features/contactLists/locales').then((m) => m.contactListsLocales),
  campaigns: () => import('@renderer/features/campaigns/locales').then((m) => m.campaignsLocales),
  phraseLists: () => import('@renderer/features/phraseLists/locales').then((m) => m.phraseListsLocales),
};

/** Public screens besides the login page, each loading its strings when opened (router.tsx). */
export const PUBLIC_NAMESPACES: LocaleLoaders = {
  signup: () => import('@renderer/features/signup/locales').then((m) => m.signupLocales),
};

/** Every namespace of the app, loaded at once (tests and the completeness check). */
export async function allNamespaces(): Promise<Record<string, LocaleBundle>> {
  return { ...EAGER_NAMESPACES, ...(await loadBundles({ ...SIGNED_IN_NAMESPACES, ...PUBLIC_NAMESPACES })) };
}
