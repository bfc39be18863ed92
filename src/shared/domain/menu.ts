import type { PlanFlags } from '../api/company';
import type { PermissionSubject } from './permissions';

/** Side-menu entries of spec 1 §2 with their routes, grouped as the menu shows them. */
export const MENU_ENTRIES = {
  dashboard: { group: 'management', path: '/' },
  reports: { group: 'management', path: '/reports' },
  moments: { group: 'management', path: '/moments' },
  tickets: { group: 'main', path: '/tickets' },
  quickMessages: { group: 'main', path: '/quick-messages' },
  kanban: { group: 'main', path: '/kanban' },
  contacts: { group: 'main', path: '/contacts' },
  schedules: { group: 'main', path: '/schedules' },
  tags: { group: 'main', path: '/tags' },
  chats: { group: 'main', path: '/chats' },
  helps: { group: 'main', path: '/helps' },
  todolist: { group: 'main', path: '/todolist' },
  campaigns: { group: 'campaigns', path: '/campaigns' },
  contactLists: { group: 'campaigns', path: '/contact-lists' },
  campaignsConfig: { group: 'campaigns', path: '/campaigns-config' },
  announcements: { group: 'administration', path: '/announcements' },
  messagesApi: { group: 'administration', path: '/messages-api' },
  users: { group: 'administration', path: '/users' },
  queues: { group: 'administration', path: '/queues' },
  prompts: { group: 'administration', path: '/prompts' },
  queueIntegration: { group: 'administration', path: '/queue-integration' },
  connections: { group: 'administration', path: '/connections' },
  allConnections: { group: 'administration', path: '/allConnections' },
  files: { group: 'administration', path: '/files' },
  financeiro: { group: 'administration', path: '/financeiro' },
  settings: { group: 'administration', path: '/settings' },
  companies: { group: 'administration', path: '/companies' },
} as const;
export type MenuEntry = keyof typeof MENU_ENTRIES;
export type MenuGroup = (typeof MENU_ENTRIES)[MenuEntry]['group'];

export interface MenuContext {
  user: PermissionSubject;
  plan: Partial<PlanFlags> | null;
  /** Whether any help entry exists (the Help entry shows only then). */
  hasHelps: boolean;
}

const on = (v: 'enabled' | 'disabled' | undefined) => v === 'enabled';

/** Which groups of the side menu a user sees (spec 1 §2 "Side menu visibility"). */
export function groupVisible(group: MenuGroup, { user, plan }: MenuContext): boolean {
  const admin = user.profile === 'admin';
  switch (group) {
    case 'main':
      return true;
    case 'management':
      return admin || on(user.showDashboard) || on(user.allowRealTime);
    case 'administration':
      return admin || on(user.allowConnections);
    case 'campaigns':
      return plan?.useCampaigns === true;
  }
}

/** Per-entry rules inside a visible group: plan flags, super-only entries, helps. */
function entryAllowed(entry: MenuEntry, { user, plan, hasHelps }: MenuContext): boolean {
  switch (entry) {
    case 'kanban':
      return plan?.useKanban === true;
    case 'schedules':
      return plan?.useSchedules === true;
    case 'chats':
      return plan?.useInternalChat === true;
    case 'messagesApi':
      return plan?.useExternalApi === true;
    case 'prompts':
      return plan?.useOpenAi === true;
    case 'queueIntegration':
      return plan?.useIntegrations === true;
    case 'helps':
      return hasHelps;
    case 'announcements':
    case 'allConnections':
    case 'companies':
      return user.super === true;
    default:
      return true;
  }
}

export function menuEntryVisible(entry: MenuEntry, ctx: MenuContext): boolean {
  return groupVisible(MENU_ENTRIES[entry].group, ctx) && entryAllowed(entry, ctx);
}

/** The visible entries in menu order. */
export function visibleMenu(ctx: MenuContext): MenuEntry[] {
  return (Object.keys(MENU_ENTRIES) as MenuEntry[]).filter((e) => menuEntryVisible(e, ctx));
}

/** Whether the Connections entry shows its warning badge. */
export function connectionsNeedAttention(statuses: readonly string[]): boolean {
  const warn = ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'];
  return statuses.some((s) => warn.includes(s));
}
