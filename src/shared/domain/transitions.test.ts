import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES, ticketUpdateBodySchema, type TicketStatus } from '../api/ticket';
import type { PermissionSubject } from './permissions';
import {
  acceptedStatus,
  availableActions,
  transitionAllowed,
  transitionPayload,
  type TicketAction,
} from './transitions';

/** The "From" column of the spec 1 §4 transition table ("any" = every status). */
const FROM_TABLE: Record<TicketAction, readonly TicketStatus[]> = {
  accept: ['pending'],
  return: ['open'],
  resolve: ['open', 'group'],
  reopen: ['closed'],
  ignore: ['pending', 'lgpd'],
  transfer: TICKET_STATUSES,
  delete: TICKET_STATUSES,
};

const FROM_ROWS = (Object.keys(FROM_TABLE) as TicketAction[]).flatMap((action) =>
  TICKET_STATUSES.map((status) => ({ action, status, allowed: FROM_TABLE[action].includes(status) })),
);

describe('from-statuses of the transition table (spec 1 §4)', () => {
  it.each(FROM_ROWS)('$action from $status → allowed $allowed', ({ action, status, allowed }) => {
    expect(transitionAllowed(action, status)).toBe(allowed);
  });
});

const ME = 7;
const single = { isGroup: false, channel: 'whatsapp', queueId: 3 } as const;
const whatsappGroup = { isGroup: true, channel: 'whatsapp', queueId: 3 } as const;
const facebookGroup = { isGroup: true, channel: 'facebook', queueId: 3 } as const;

describe('accept: pending → open (group for a group ticket on a whatsapp channel), userId = current user', () => {
  it.each([
    { what: 'single whatsapp ticket', ticket: single, status: 'open' },
    { what: 'group ticket on whatsapp', ticket: whatsappGroup, status: 'group' },
    { what: 'group ticket on facebook', ticket: facebookGroup, status: 'open' },
    { what: 'group ticket on instagram', ticket: { ...facebookGroup, channel: 'instagram' } as const, status: 'open' },
  ] as const)('$what → $status', ({ ticket, status }) => {
    expect(acceptedStatus(ticket)).toBe(status);
    expect(transitionPayload('accept', ticket, { currentUserId: ME })).toStrictEqual({ status, userId: ME });
  });

  it('carries the queue chosen in the queue-selection modal', () => {
    expect(transitionPayload('accept', { ...single, queueId: null }, { currentUserId: ME, queueId: 9 })).toStrictEqual({
      status: 'open',
      userId: ME,
      queueId: 9,
    });
  });
});

describe('the other rows of the table: exact PUT payloads', () => {
  it('return to queue: open → pending with no user', () => {
    expect(transitionPayload('return', single, { currentUserId: ME })).toStrictEqual({
      status: 'pending',
      userId: null,
    });
  });

  it.each([
    { farewell: true, ticket: single },
    { farewell: false, ticket: single },
    { farewell: true, ticket: whatsappGroup },
  ])('resolve with sendFarewellMessage $farewell → closed', ({ farewell, ticket }) => {
    expect(transitionPayload('resolve', ticket, { currentUserId: ME, sendFarewellMessage: farewell })).toStrictEqual({
      status: 'closed',
      userId: ME,
      sendFarewellMessage: farewell,
    });
  });

  it('resolve without an answer to the farewell question does not send it', () => {
    expect(transitionPayload('resolve', single, { currentUserId: ME })).toMatchObject({
      status: 'closed',
      sendFarewellMessage: false,
    });
  });

  it('reopen: closed → open, taken by the current user', () => {
    expect(transitionPayload('reopen', single, { currentUserId: ME })).toStrictEqual({ status: 'open', userId: ME });
  });

  it('ignore/close: → closed, sendFarewellMessage false, amountUsedBotQueues 0', () => {
    expect(transitionPayload('ignore', single, { currentUserId: ME, sendFarewellMessage: true })).toStrictEqual({
      status: 'closed',
      sendFarewellMessage: false,
      amountUsedBotQueues: 0,
    });
  });
});

describe('transfer: open (group for a group ticket) with a user, pending without; queueId, msgTransfer, isTransfered', () => {
  it.each([
    { what: 'to a user, single ticket', ticket: single, to: 42, status: 'open', userId: 42 },
    { what: 'to a user, whatsapp group ticket', ticket: whatsappGroup, to: 42, status: 'group', userId: 42 },
    { what: 'to a queue only (user null)', ticket: single, to: null, status: 'pending', userId: null },
    { what: 'to a queue only (user omitted)', ticket: single, to: undefined, status: 'pending', userId: null },
    { what: 'to a queue only, group ticket', ticket: whatsappGroup, to: null, status: 'pending', userId: null },
  ] as const)('$what → $status', ({ ticket, to, status, userId }) => {
    const payload = transitionPayload('transfer', ticket, {
      currentUserId: ME,
      transferUserId: to,
      queueId: 5,
      msgTransfer: 'Cliente pediu o financeiro',
    });
    expect(payload).toStrictEqual({
      status,
      userId,
      queueId: 5,
      msgTransfer: 'Cliente pediu o financeiro',
      isTransfered: true,
    });
  });

  it('without a message or user: empty msgTransfer and no user (not the acting one)', () => {
    const payload = transitionPayload('transfer', single, { currentUserId: ME, transferUserId: null, queueId: 5 });
    expect(payload.userId).toBeNull();
    expect(payload.msgTransfer).toBe('');
  });
});

describe('every payload is a valid PUT /tickets/{id} body', () => {
  it.each(['accept', 'return', 'resolve', 'reopen', 'ignore', 'transfer'] as const)('%s', (action) => {
    const payload = transitionPayload(action, whatsappGroup, { currentUserId: ME, queueId: 2, transferUserId: 8 });
    expect(ticketUpdateBodySchema.safeParse(payload).success).toBe(true);
  });
});

const ticketIn = (status: TicketStatus) => ({ status, isGroup: false, channel: 'whatsapp', userId: null }) as const;
const admin: PermissionSubject = { profile: 'admin' };
const user: PermissionSubject = { profile: 'user', userClosePendingTicket: 'disabled' };
const closer: PermissionSubject = { profile: 'user', userClosePendingTicket: 'enabled' };

describe('availableActions: the status table plus the permissions of §6', () => {
  it.each([
    { status: 'pending', who: 'user', subject: user, actions: ['accept', 'transfer'] },
    {
      status: 'pending',
      who: 'user with userClosePendingTicket',
      subject: closer,
      actions: ['accept', 'ignore', 'transfer'],
    },
    { status: 'pending', who: 'admin', subject: admin, actions: ['accept', 'ignore', 'transfer', 'delete'] },
    { status: 'lgpd', who: 'user', subject: user, actions: ['transfer'] },
    { status: 'lgpd', who: 'user with userClosePendingTicket', subject: closer, actions: ['ignore', 'transfer'] },
    { status: 'open', who: 'user', subject: user, actions: ['return', 'resolve', 'transfer'] },
    { status: 'open', who: 'admin', subject: admin, actions: ['return', 'resolve', 'transfer', 'delete'] },
    { status: 'group', who: 'user', subject: user, actions: ['resolve', 'transfer'] },
    { status: 'closed', who: 'user', subject: user, actions: ['reopen', 'transfer'] },
    { status: 'closed', who: 'admin', subject: admin, actions: ['reopen', 'transfer', 'delete'] },
  ] as const)('$status ticket, $who → $actions', ({ status, subject, actions }) => {
    expect(availableActions(ticketIn(status), subject)).toEqual(actions);
  });
});
