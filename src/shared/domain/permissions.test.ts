import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  can,
  canClosePending,
  canCloseAll,
  canDeleteContact,
  canDeleteTicket,
  canEditOtherUsers,
  canExportAllContacts,
  canSeeGroups,
  canSeeTicketsWithoutQueue,
  canShowAllPending,
  canUseUserFilter,
  canViewConnections,
  canViewDashboard,
  canViewMoments,
  searchShowAll,
  type Permission,
  type PermissionSubject,
} from './permissions';

const admin: PermissionSubject = { profile: 'admin' };
const user: PermissionSubject = { profile: 'user' };

/**
 * Spec 1 §6: "Profile admin: dashboard:view, drawer-admin-items:view, tickets-manager:showall,
 * user-modal:editProfile, user-modal:editQueues, ticket-options:deleteTicket,
 * contacts-page:deleteContact, connections-page:actionButtons, addConnection,
 * editOrDeleteConnection, tickets-manager:closeAll." Written out here, not derived from PERMISSIONS.
 */
const SPEC_ADMIN_PERMISSIONS: readonly Permission[] = [
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
];

describe('static permissions (spec 1 §6)', () => {
  it('the table lists exactly the 11 permissions of the spec', () => {
    expect([...PERMISSIONS].sort()).toEqual([...SPEC_ADMIN_PERMISSIONS].sort());
  });

  it.each(SPEC_ADMIN_PERMISSIONS)('profile admin holds %s', (permission) => {
    expect(can(admin, permission)).toBe(true);
  });

  it.each(SPEC_ADMIN_PERMISSIONS)(
    'profile user does not hold %s ("Profile user: no static permissions")',
    (permission) => {
      expect(can(user, permission)).toBe(false);
    },
  );

  it.each(SPEC_ADMIN_PERMISSIONS)(
    'a user with every per-user switch enabled (but allUserChat off) still lacks %s',
    (permission) => {
      const loaded: PermissionSubject = {
        profile: 'user',
        super: true,
        allTicket: 'enabled',
        allowGroup: true,
        allUserChat: 'disabled',
        userClosePendingTicket: 'enabled',
        showDashboard: 'enabled',
        allowRealTime: 'enabled',
        allowConnections: 'enabled',
      };
      expect(can(loaded, permission)).toBe(false);
    },
  );
});

describe('allUserChat (spec 1 §6: "lets a user act as admin for tickets-manager:showall")', () => {
  const chatter: PermissionSubject = { profile: 'user', allUserChat: 'enabled' };

  it.each(SPEC_ADMIN_PERMISSIONS.map((p) => [p, p === 'tickets-manager:showall'] as const))(
    'allUserChat enabled: %s → %s',
    (permission, expected) => {
      expect(can(chatter, permission)).toBe(expected);
    },
  );

  it('allUserChat disabled grants no showall', () => {
    expect(can({ profile: 'user', allUserChat: 'disabled' }, 'tickets-manager:showall')).toBe(false);
  });

  it.each([
    ['admin', admin, true],
    ['user with allUserChat', chatter, true],
    ['plain user', user, false],
  ] as const)('pending showAll (canShowAllPending) for %s → %s', (_name, subject, expected) => {
    expect(canShowAllPending(subject)).toBe(expected);
  });
});

type Predicate = (s: PermissionSubject) => boolean;

/** One row per rule of spec 1 §6 (and §2 for the per-user switches). */
interface PredicateRow {
  rule: string;
  predicate: Predicate;
  subject: PermissionSubject;
  expected: boolean;
}

const PREDICATE_TABLE: readonly PredicateRow[] = [
  // "A user with profile user and showDashboard disabled sees the 403 page" (§2 Dashboard).
  { rule: 'canViewDashboard: admin', predicate: canViewDashboard, subject: admin, expected: true },
  {
    rule: 'canViewDashboard: user + showDashboard enabled',
    predicate: canViewDashboard,
    subject: { profile: 'user', showDashboard: 'enabled' },
    expected: true,
  },
  {
    rule: 'canViewDashboard: user + showDashboard disabled',
    predicate: canViewDashboard,
    subject: { profile: 'user', showDashboard: 'disabled' },
    expected: false,
  },
  {
    rule: 'canViewDashboard: user + only allowRealTime',
    predicate: canViewDashboard,
    subject: { profile: 'user', allowRealTime: 'enabled' },
    expected: false,
  },
  // "/moments shown unless profile is user and allowRealTime is disabled" (§2 Real-time panel).
  { rule: 'canViewMoments: admin', predicate: canViewMoments, subject: admin, expected: true },
  {
    rule: 'canViewMoments: user + allowRealTime enabled',
    predicate: canViewMoments,
    subject: { profile: 'user', allowRealTime: 'enabled' },
    expected: true,
  },
  {
    rule: 'canViewMoments: user + allowRealTime disabled',
    predicate: canViewMoments,
    subject: { profile: 'user', allowRealTime: 'disabled' },
    expected: false,
  },
  {
    rule: 'canViewMoments: user + only showDashboard',
    predicate: canViewMoments,
    subject: { profile: 'user', showDashboard: 'enabled' },
    expected: false,
  },
  // "allowConnections enabled gets the matching admin-level menu access".
  { rule: 'canViewConnections: admin', predicate: canViewConnections, subject: admin, expected: true },
  {
    rule: 'canViewConnections: user + allowConnections enabled',
    predicate: canViewConnections,
    subject: { profile: 'user', allowConnections: 'enabled' },
    expected: true,
  },
  {
    rule: 'canViewConnections: user + allowConnections disabled',
    predicate: canViewConnections,
    subject: { profile: 'user', allowConnections: 'disabled' },
    expected: false,
  },
  // "allTicket: see tickets with no queue."
  {
    rule: 'canSeeTicketsWithoutQueue: allTicket enabled',
    predicate: canSeeTicketsWithoutQueue,
    subject: { profile: 'user', allTicket: 'enabled' },
    expected: true,
  },
  {
    rule: 'canSeeTicketsWithoutQueue: allTicket disabled',
    predicate: canSeeTicketsWithoutQueue,
    subject: { profile: 'user', allTicket: 'disabled' },
    expected: false,
  },
  {
    rule: 'canSeeTicketsWithoutQueue: allTicket missing',
    predicate: canSeeTicketsWithoutQueue,
    subject: user,
    expected: false,
  },
  // "allowGroup: see group tickets and tab."
  {
    rule: 'canSeeGroups: allowGroup true',
    predicate: canSeeGroups,
    subject: { profile: 'user', allowGroup: true },
    expected: true,
  },
  {
    rule: 'canSeeGroups: allowGroup false',
    predicate: canSeeGroups,
    subject: { profile: 'user', allowGroup: false },
    expected: false,
  },
  { rule: 'canSeeGroups: allowGroup missing', predicate: canSeeGroups, subject: user, expected: false },
  // "userClosePendingTicket (or admin): close/ignore pending tickets."
  { rule: 'canClosePending: admin', predicate: canClosePending, subject: admin, expected: true },
  {
    rule: 'canClosePending: user + userClosePendingTicket enabled',
    predicate: canClosePending,
    subject: { profile: 'user', userClosePendingTicket: 'enabled' },
    expected: true,
  },
  {
    rule: 'canClosePending: user + userClosePendingTicket disabled',
    predicate: canClosePending,
    subject: { profile: 'user', userClosePendingTicket: 'disabled' },
    expected: false,
  },
  // "Delete ticket needs ticket-options:deleteTicket" (admin only).
  { rule: 'canDeleteTicket: admin', predicate: canDeleteTicket, subject: admin, expected: true },
  { rule: 'canDeleteTicket: user', predicate: canDeleteTicket, subject: user, expected: false },
  {
    rule: 'canDeleteTicket: user + allUserChat',
    predicate: canDeleteTicket,
    subject: { profile: 'user', allUserChat: 'enabled' },
    expected: false,
  },
  // "delete contact and export-all-contacts need contacts-page:deleteContact" (admin only).
  { rule: 'canDeleteContact: admin', predicate: canDeleteContact, subject: admin, expected: true },
  { rule: 'canDeleteContact: user', predicate: canDeleteContact, subject: user, expected: false },
  { rule: 'canExportAllContacts: admin', predicate: canExportAllContacts, subject: admin, expected: true },
  { rule: 'canExportAllContacts: user', predicate: canExportAllContacts, subject: user, expected: false },
  // "only admins see ... the search tab with all results. Search by non-admins uses showAll false."
  { rule: 'searchShowAll: admin', predicate: searchShowAll, subject: admin, expected: true },
  { rule: 'searchShowAll: user', predicate: searchShowAll, subject: user, expected: false },
  {
    rule: 'searchShowAll: user + allUserChat (search stays false)',
    predicate: searchShowAll,
    subject: { profile: 'user', allUserChat: 'enabled' },
    expected: false,
  },
  // "only admins see the user filter, the close-all-tickets button".
  { rule: 'canUseUserFilter: admin', predicate: canUseUserFilter, subject: admin, expected: true },
  { rule: 'canUseUserFilter: user', predicate: canUseUserFilter, subject: user, expected: false },
  { rule: 'canCloseAll: admin', predicate: canCloseAll, subject: admin, expected: true },
  { rule: 'canCloseAll: user', predicate: canCloseAll, subject: user, expected: false },
  {
    rule: 'canCloseAll: user + userClosePendingTicket',
    predicate: canCloseAll,
    subject: { profile: 'user', userClosePendingTicket: 'enabled' },
    expected: false,
  },
  // "Only admins edit another user's profile, queues, connection, work hours and the permissions tab."
  { rule: 'canEditOtherUsers: admin', predicate: canEditOtherUsers, subject: admin, expected: true },
  { rule: 'canEditOtherUsers: user', predicate: canEditOtherUsers, subject: user, expected: false },
];

describe('permission predicates (spec 1 §6)', () => {
  it.each(PREDICATE_TABLE)('$rule → $expected', ({ predicate, subject, expected }) => {
    expect(predicate(subject)).toBe(expected);
  });
});
