import { describe, expect, it } from 'vitest';
import { ticketInList, ticketVisibleTo, viewerOf, type TicketListName, type Viewer } from './visibility';

// Ana: attendant of queue 1 (Suporte). Queue 2 (Vendas) is someone else's. User 9 is another attendant.
const ANA = 3;
const ana: Viewer = { id: ANA, profile: 'user', queueIds: [1] };
const admin: Viewer = { id: 1, profile: 'admin', queueIds: [1, 2] };
const withFlags = (flags: Partial<Viewer>): Viewer => ({ ...ana, ...flags });

type T = { status: 'open' | 'pending' | 'closed' | 'group'; userId: number | null; queueId: number | null; isGroup: boolean };
const t = (status: T['status'], userId: number | null, queueId: number | null, isGroup = false): T => ({ status, userId, queueId, isGroup });

describe('the visibility filter for live events (spec 1 §6)', () => {
  // [rule, ticket, viewer, showAll, visible]
  const rows: [string, T, Viewer, boolean, boolean][] = [
    ['own ticket, any queue', t('open', ANA, 2), ana, false, true],
    ['unassigned, in one of the user queues', t('pending', null, 1), ana, false, true],
    ['unassigned, in another queue', t('pending', null, 2), ana, false, false],
    ['another queue with allHistoric', t('pending', null, 2), withFlags({ allHistoric: 'enabled' }), false, true],
    ["someone else's, in the user queue", t('open', 9, 1), ana, false, true],
    ["someone else's, in another queue", t('open', 9, 2), ana, false, false],
    ['no queue without allTicket', t('pending', null, null), ana, false, false],
    ['no queue with allTicket', t('pending', null, null), withFlags({ allTicket: 'enabled' }), false, true],
    ['group without allowGroup', t('group', null, 1, true), ana, false, false],
    ['group with allowGroup', t('group', null, 1, true), withFlags({ allowGroup: true }), false, true],
    ['own group ticket without allowGroup', t('group', ANA, 1, true), ana, false, true],
    ['admin without showAll: another queue', t('open', 9, 3), admin, false, false],
    ['admin with showAll: everything', t('open', 9, 3), admin, true, true],
    ['admin with showAll: groups too', t('group', null, null, true), admin, true, true],
    ['user asking showAll gains nothing', t('open', 9, 2), ana, true, false],
    ['allUserChat asking showAll: still not other queues', t('open', 9, 2), withFlags({ allUserChat: 'enabled' }), true, false],
  ];
  it.each(rows)('%s', (_rule, ticket, viewer, showAll, visible) => {
    expect(ticketVisibleTo(ticket, viewer, showAll)).toBe(visible);
  });
});

describe('which list a ticket belongs in', () => {
  // [rule, ticket, list, viewer, showAll, belongs]
  const rows: [string, T, TicketListName, Viewer, boolean, boolean][] = [
    ['open: own open ticket', t('open', ANA, 1), 'open', ana, false, true],
    ["open: someone else's open ticket of the user queue", t('open', 9, 1), 'open', ana, false, false],
    ['open: a user showAll without permission', t('open', 9, 1), 'open', ana, true, false],
    ['open: allUserChat showAll sees the queue colleagues', t('open', 9, 1), 'open', withFlags({ allUserChat: 'enabled' }), true, true],
    ['open: admin showAll sees every open ticket', t('open', 9, 3), 'open', admin, true, true],
    ['open: a group ticket is never in open', t('open', ANA, 1, true), 'open', withFlags({ allowGroup: true }), false, false],
    ['open: a pending ticket is not', t('pending', null, 1), 'open', ana, false, false],
    ['pending: unassigned in the user queue', t('pending', null, 1), 'pending', ana, false, true],
    ['pending: of another queue', t('pending', null, 2), 'pending', ana, false, false],
    ['pending: admin showAll, any queue', t('pending', null, 3), 'pending', admin, true, true],
    ['pending: a group is not', t('pending', null, 1, true), 'pending', withFlags({ allowGroup: true }), false, false],
    ['group: with allowGroup', t('group', null, 1, true), 'group', withFlags({ allowGroup: true }), false, true],
    ['group: pending group with allowGroup', t('pending', null, 1, true), 'group', withFlags({ allowGroup: true }), false, true],
    ['group: without allowGroup, even own', t('group', ANA, 1, true), 'group', ana, false, false],
    ['group: a closed group is not', t('closed', null, 1, true), 'group', withFlags({ allowGroup: true }), false, false],
    ['group: admin showAll without allowGroup', t('group', null, 1, true), 'group', admin, true, true],
    ['closed: of the user queue', t('closed', 9, 1), 'closed', ana, false, true],
    ['closed: of another queue', t('closed', 9, 2), 'closed', ana, false, false],
    ['closed: an open ticket is not', t('open', ANA, 1), 'closed', ana, false, false],
    ['search: any status, visible', t('closed', ANA, 2), 'search', ana, false, true],
    ['search: not visible', t('pending', null, 2), 'search', ana, false, false],
  ];
  it.each(rows)('%s', (_rule, ticket, list, viewer, showAll, belongs) => {
    expect(ticketInList(ticket, list, viewer, showAll)).toBe(belongs);
  });

  it('the viewer of a user record carries its queue ids and flags', () => {
    const viewer = viewerOf({ id: 3, profile: 'user', allowGroup: true, queues: [{ id: 1 }, { id: 4 }] });
    expect(viewer).toMatchObject({ id: 3, allowGroup: true, queueIds: [1, 4] });
  });
});
