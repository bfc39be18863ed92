import {
  IconAddressBook,
  IconBuilding,
  IconBuildingCommunity,
  IconApi,
  IconChecklist,
  IconFileAnalytics,
  IconFiles,
  IconHelp,
  IconLayoutKanban,
  IconLayoutColumns,
  IconLayoutDashboard,
  IconListDetails,
  IconMessageBolt,
  IconMessageCircle,
  IconMessages,
  IconPlugConnected,
  IconRobot,
  IconPuzzle,
  IconSettings,
  IconSpeakerphone,
  IconTags,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { MenuEntry } from '@shared/domain/menu';

/**
 * The side-menu entries this build implements, with their icons. The spec's visibility rules
 * (src/shared/domain/menu.ts) decide which of them a user sees; an entry appears here when its
 * screen lands, so the menu never leads to an empty page.
 */
export const IMPLEMENTED_MENU: Partial<Record<MenuEntry, Icon>> = {
  dashboard: IconLayoutDashboard,
  tickets: IconMessages,
  quickMessages: IconMessageBolt,
  contacts: IconAddressBook,
  todolist: IconChecklist,
  moments: IconLayoutKanban,
  reports: IconFileAnalytics,
  users: IconUsers,
  queues: IconListDetails,
  connections: IconPlugConnected,
  allConnections: IconBuildingCommunity,
  settings: IconSettings,
  helps: IconHelp,
  tags: IconTags,
  kanban: IconLayoutColumns,
  prompts: IconRobot,
  queueIntegration: IconPuzzle,
  files: IconFiles,
  chats: IconMessageCircle,
  announcements: IconSpeakerphone,
  messagesApi: IconApi,
  companies: IconBuilding,
};
