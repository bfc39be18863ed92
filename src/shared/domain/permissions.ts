/**
 * Roles and permissions of spec 1 §6. Pure: the renderer uses it to show controls and the
 * reference server uses the same table to enforce them.
 */
export const PERMISSIONS = [
  'dashboard:view',
  'drawer-admin-items:view',
  'tickets-manager:showall',
  'user-modal:editProfile',
  'user-modal:editQueues',
  'ticket-options:deleteTicket',
  'contacts-page:deleteContact',
  'connections-page:actionButtons',
  'connections-page:addConnection',
  'connections-page:editOrDeleteConnection',
  'tickets-manager:closeAll',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The user fields the rules read; a full User satisfies it. */
export interface PermissionSubject {
  profile: 'admin' | 'user';
  super?: boolean;
  allTicket?: 'enabled' | 'disabled';
  allowGroup?: boolean;
  allUserChat?: 'enabled' | 'disabled';
  userClosePendingTicket?: 'enabled' | 'disabled';
  showDashboard?: 'enabled' | 'disabled';
  allowRealTime?: 'enabled' | 'disabled';
  allowConnections?: 'enabled' | 'disabled';
}

const STATIC: Record<PermissionSubject['profile'], readonly Permission[]> = {
  user: [],
  admin: PERMISSIONS,
};

/** Static permission check of the rules table: admin holds every listed permission, user none. */
export function can(subject: PermissionSubject, permission: Permission): boolean {
  if (STATIC[subject.profile].includes(permission)) return true;
  // allUserChat lets a user act as admin for showall (spec 1 §6).
  if (permission === 'tickets-manager:showall') return subject.allUserChat === 'enabled';
  return false;
}

const isAdmin = (s: PermissionSubject) => s.profile === 'admin';
const on = (v: 'enabled' | 'disabled' | undefined) => v === 'enabled';

/** Whether the user may open the dashboard (profile user needs showDashboard). */
export const canViewDashboard = (s: PermissionSubject) => isAdmin(s) || on(s.showDashboard);
/** Whether the user may open the real-time panel (/moments). */
export const canViewMoments = (s: PermissionSubject) => isAdmin(s) || on(s.allowRealTime);
/** Whether the user may open the connections page. */
export const canViewConnections = (s: PermissionSubject) => isAdmin(s) || on(s.allowConnections);
/** allTicket: tickets with no queue are visible. */
export const canSeeTicketsWithoutQueue = (s: PermissionSubject) => on(s.allTicket);
/** allowGroup: group tickets and the group tab. */
export const canSeeGroups = (s: PermissionSubject) => s.allowGroup === true;
/** userClosePendingTicket (or admin): ignore/close a pending ticket. */
export const canClosePending = (s: PermissionSubject) => isAdmin(s) || on(s.userClosePendingTicket);
/** Only admins edit another user's profile, queues, connection, hours and permissions. */
export const canEditOtherUsers = (s: PermissionSubject) => isAdmin(s);
/** Pending tickets of every queue member: admins or allUserChat. */
export const canShowAllPending = (s: PermissionSubject) => can(s, 'tickets-manager:showall');
/** The search tab returns all results only for admins; others search with showAll false. */
export const searchShowAll = (s: PermissionSubject) => isAdmin(s);
export const canUseUserFilter = (s: PermissionSubject) => isAdmin(s);
export const canCloseAll = (s: PermissionSubject) => can(s, 'tickets-manager:closeAll');
export const canDeleteTicket = (s: PermissionSubject) => can(s, 'ticket-options:deleteTicket');
export const canDeleteContact = (s: PermissionSubject) => can(s, 'contacts-page:deleteContact');
export const canExportAllContacts = canDeleteContact;
