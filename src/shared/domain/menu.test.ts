import { describe, expect, it } from 'vitest';
import type { PlanFlags } from '../api/company';
import { CONNECTION_WARNING_STATUSES } from './constants';
import {
  MENU_ENTRIES,
  connectionsNeedAttention,
  groupVisible,
  menuEntryVisible,
  visibleMenu,
  type MenuContext,
  type MenuEntry,
  type MenuGroup,
} from './menu';
import type { PermissionSubject } from './permissions';

const ALL_PLAN: Partial<PlanFlags> = {
  useCampaigns: true,
  useKanban: true,
  useOpenAi: true,
  useIntegrations: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: true,
};
const NO_PLAN: Partial<PlanFlags> = {
  useCampaigns: false,
  useKanban: false,
  useOpenAi: false,
  useIntegrations: false,
  useSchedules: false,
  useInternalChat: false,
  useExternalApi: false,
};

const admin: PermissionSubject = { profile: 'admin' };
const plainUser: PermissionSubject = {
  profile: 'user',
  showDashboard: 'disabled',
  allowRealTime: 'disabled',
  allowConnections: 'disabled',
};

const ctx = (user: PermissionSubject, plan: Partial<PlanFlags> | null = ALL_PLAN, hasHelps = true): MenuContext => ({
  user,
  plan,
  hasHelps,
});

const entriesOf = (group: MenuGroup) =>
  (Object.keys(MENU_ENTRIES) as MenuEntry[]).filter((e) => MENU_ENTRIES[e].group === group);

describe('management group: dashboard, reports, real-time monitoring (spec 1 §2)', () => {
  it('holds exactly dashboard, reports and moments', () => {
    expect(entriesOf('management').sort()).toEqual(['dashboard', 'moments', 'reports']);
  });

  it.each([
    { who: 'admin', user: admin, visible: true },
    {
      who: 'user with showDashboard',
      user: { ...plainUser, showDashboard: 'enabled' } as PermissionSubject,
      visible: true,
    },
    {
      who: 'user with allowRealTime',
      user: { ...plainUser, allowRealTime: 'enabled' } as PermissionSubject,
      visible: true,
    },
    {
      who: 'user with only allowConnections',
      user: { ...plainUser, allowConnections: 'enabled' } as PermissionSubject,
      visible: false,
    },
    { who: 'plain user', user: plainUser, visible: false },
  ])('$who → visible $visible', ({ user, visible }) => {
    expect(groupVisible('management', ctx(user))).toBe(visible);
    for (const entry of entriesOf('management')) expect(menuEntryVisible(entry, ctx(user))).toBe(visible);
  });
});

describe('administration group (spec 1 §2)', () => {
  it.each([
    { who: 'admin', user: admin, visible: true },
    {
      who: 'user with allowConnections',
      user: { ...plainUser, allowConnections: 'enabled' } as PermissionSubject,
      visible: true,
    },
    {
      who: 'user with only showDashboard',
      user: { ...plainUser, showDashboard: 'enabled' } as PermissionSubject,
      visible: false,
    },
    { who: 'plain user', user: plainUser, visible: false },
  ])('$who → visible $visible', ({ user, visible }) => {
    expect(groupVisible('administration', ctx(user))).toBe(visible);
    expect(menuEntryVisible('connections', ctx(user))).toBe(visible);
    expect(menuEntryVisible('users', ctx(user))).toBe(visible);
  });

  it('a plain user still sees the main entries', () => {
    const menu = visibleMenu(ctx(plainUser));
    expect(menu).toEqual(expect.arrayContaining(['tickets', 'contacts', 'quickMessages', 'tags']));
    expect(menu).not.toContain('users');
    expect(menu).not.toContain('dashboard');
  });
});

/** "Kanban: plan useKanban. Schedules: useSchedules. Internal chat: useInternalChat. Campaigns group:
 * useCampaigns. Messages API: useExternalApi. Prompts: useOpenAi. Queue integrations: useIntegrations." */
const PLAN_GATES: readonly { entry: MenuEntry; flag: keyof PlanFlags }[] = [
  { entry: 'kanban', flag: 'useKanban' },
  { entry: 'schedules', flag: 'useSchedules' },
  { entry: 'chats', flag: 'useInternalChat' },
  { entry: 'campaigns', flag: 'useCampaigns' },
  { entry: 'contactLists', flag: 'useCampaigns' },
  { entry: 'campaignsConfig', flag: 'useCampaigns' },
  { entry: 'messagesApi', flag: 'useExternalApi' },
  { entry: 'prompts', flag: 'useOpenAi' },
  { entry: 'queueIntegration', flag: 'useIntegrations' },
];

describe('plan flags gate their entries (spec 1 §2)', () => {
  it.each(PLAN_GATES)('$entry is shown to an admin when $flag is on', ({ entry, flag }) => {
    expect(menuEntryVisible(entry, ctx(admin, { ...NO_PLAN, [flag]: true }))).toBe(true);
  });

  it.each(PLAN_GATES)('$entry is hidden from an admin when $flag is off', ({ entry, flag }) => {
    expect(menuEntryVisible(entry, ctx(admin, { ...ALL_PLAN, [flag]: false }))).toBe(false);
  });

  it.each(PLAN_GATES)('$entry is hidden when no plan is loaded', ({ entry }) => {
    expect(menuEntryVisible(entry, ctx(admin, null))).toBe(false);
  });

  it('the campaigns group as a whole follows useCampaigns', () => {
    expect(groupVisible('campaigns', ctx(admin, { ...NO_PLAN, useCampaigns: true }))).toBe(true);
    expect(groupVisible('campaigns', ctx(admin, { ...ALL_PLAN, useCampaigns: false }))).toBe(false);
  });

  it('a flag only gates its own entry', () => {
    const menu = visibleMenu(ctx(admin, { ...NO_PLAN, useKanban: true }));
    expect(menu).toContain('kanban');
    for (const { entry } of PLAN_GATES.filter((g) => g.flag !== 'useKanban')) expect(menu).not.toContain(entry);
  });
});

describe('help, super-only entries (spec 1 §2)', () => {
  it.each([
    { hasHelps: true, visible: true },
    { hasHelps: false, visible: false },
  ])('helps with hasHelps $hasHelps → visible $visible', ({ hasHelps, visible }) => {
    expect(menuEntryVisible('helps', ctx(plainUser, ALL_PLAN, hasHelps))).toBe(visible);
  });

  const SUPER_ONLY: readonly MenuEntry[] = ['announcements', 'allConnections', 'companies'];

  it.each(SUPER_ONLY)('%s is shown to a super admin', (entry) => {
    expect(menuEntryVisible(entry, ctx({ profile: 'admin', super: true }))).toBe(true);
  });

  it.each(SUPER_ONLY)('%s is hidden from a non-super admin', (entry) => {
    expect(menuEntryVisible(entry, ctx({ profile: 'admin', super: false }))).toBe(false);
  });

  it('super entries are the only ones an admin loses without the super flag', () => {
    const superMenu = visibleMenu(ctx({ profile: 'admin', super: true }));
    const adminMenu = visibleMenu(ctx({ profile: 'admin', super: false }));
    expect(superMenu.filter((e) => !adminMenu.includes(e)).sort()).toEqual([...SUPER_ONLY].sort());
  });
});

describe('connections warning badge (spec 1 §2)', () => {
  it('the warning statuses are those of the spec', () => {
    expect([...CONNECTION_WARNING_STATUSES].sort()).toEqual(
      ['DISCONNECTED', 'OPENING', 'PAIRING', 'TIMEOUT', 'qrcode'].sort(),
    );
  });

  it.each(['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'])(
    'a connection in %s needs attention',
    (status) => {
      expect(connectionsNeedAttention(['CONNECTED', status])).toBe(true);
    },
  );

  it.each([{ statuses: ['CONNECTED'] }, { statuses: ['CONNECTED', 'CONNECTED'] }, { statuses: [] }])(
    '$statuses needs no attention',
    ({ statuses }) => {
      expect(connectionsNeedAttention(statuses)).toBe(false);
    },
  );
});
