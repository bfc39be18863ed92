import { describe, expect, it } from 'vitest';
import { tryParse } from '../parse';
import { apiSchemas } from '../../../tests/support/apiSchemas';
import { writtenEventCases } from './eventCases.fixtures';
import { appMessageEventSchema, ticketEventSchema } from './events';
import { socketEvents, type SocketEventKey } from './socketEvents';
import { contact48, message48, openTicket48, ticket48 } from './whaticket48.fixtures';

/** Every name `socketEvents(3)` produced before the names and schemas became one map. */
const NAMES_BEFORE_THE_MAP = [
  'company-3-ticket',
  'company-3-appMessage',
  'company-3-contact',
  'company-3-user',
  'company-3-auth',
  'company-3-whatsapp',
  'company-3-whatsappSession',
  'company-3-queue',
  'company-3-prompt',
  'company-3-settings',
  'company-3-chat',
  'company-3-quickmessage',
  'company3-tag',
  'company3-schedule',
  'company3-file',
  // Issue 12: an old-message import's progress (CONTRACT.md), with no `company` prefix at all.
  'importMessages-3',
  // Issue 15: the platform's announcements, one name in every company's namespace.
  'company-announcement',
  // Issue 14: queue integrations (CONTRACT.md).
  'company-3-queueIntegration',
  // Issue 16: the company's plan changed (the reference server's own event).
  'company-3-plan',
  // Issue 16: the subscription's Pix paid (CONTRACT.md).
  'company-3-payment',
  // Issue 17: contact lists and their entries (CONTRACT.md).
  'company-3-ContactList',
  'company-3-ContactListItem',
  // Issue 17: campaigns (spec 3 §8).
  'company-3-campaign',
];

describe('socketEvents: one map of event key to name and payload schema (CONTRACT.md "Realtime")', () => {
  it('names every event as the wire does: dashed, and the dash-less tag, schedule and file', () => {
    const names = Object.values(socketEvents).map((event) => event.name(3));
    expect(names.toSorted()).toEqual(NAMES_BEFORE_THE_MAP.toSorted());
    expect(socketEvents.quickMessage.name(3)).toBe('company-3-quickmessage');
    expect(socketEvents.tag.name(3)).toBe('company3-tag');
  });

  it('has a deployed-shape case for every key, written for the schema that key reads with', async () => {
    const schemas = await apiSchemas();
    const keys = Object.keys(socketEvents) as SocketEventKey[];
    expect(keys.filter((key) => !writtenEventCases.some((c) => c.event === key))).toEqual([]);
    const misnamed = writtenEventCases.filter((c) => schemas.get(c.schema) !== socketEvents[c.event].schema);
    expect(misnamed.map((c) => `${c.reply}: ${c.schema}`)).toEqual([]);
  });
});

describe('ticketEventSchema: company-{id}-ticket', () => {
  it.each([
    { shape: 'update {ticket}', payload: { action: 'update', ticket: openTicket48() } },
    {
      shape: 'update {ticket} of a pending ticket with null relations',
      payload: { action: 'update', ticket: ticket48() },
    },
    { shape: 'delete {ticketId}', payload: { action: 'delete', ticketId: 123 } },
    { shape: 'delete {ticketId} as text', payload: { action: 'delete', ticketId: '123' } },
    { shape: 'updateUnread {ticketId}', payload: { action: 'updateUnread', ticketId: 123 } },
    { shape: 'removeFromList {ticketId}', payload: { action: 'removeFromList', ticketId: 123 } },
  ])('accepts $shape', ({ payload }) => {
    const result = tryParse(ticketEventSchema, payload);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.action).toBe(payload.action);
    if (result.data.action === 'update') expect(result.data.ticket.id).toBe(123);
    else expect(result.data.ticketId).toBe(123);
  });

  it.each([
    { what: 'an unknown action', payload: { action: 'explode', ticketId: 1 }, path: 'action' },
    { what: 'update without a ticket', payload: { action: 'update', ticketId: 1 }, path: 'ticket' },
    {
      what: 'update with a malformed ticket',
      payload: { action: 'update', ticket: { ...ticket48(), status: 'x' } },
      path: 'ticket.status',
    },
    { what: 'delete without a ticketId', payload: { action: 'delete' }, path: 'ticketId' },
    { what: 'no action at all', payload: { ticket: ticket48() }, path: 'action' },
  ])('refuses $what, naming $path', ({ payload, path }) => {
    const result = tryParse(ticketEventSchema, payload, 'ticket event');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues.some((issue) => issue.startsWith(`${path}:`))).toBe(true);
  });

  it('refuses a payload that is not an object', () => {
    expect(tryParse(ticketEventSchema, 'update').ok).toBe(false);
    expect(tryParse(ticketEventSchema, null).ok).toBe(false);
  });
});

describe('appMessageEventSchema: company-{id}-appMessage', () => {
  it('accepts create {message, ticket, contact}', () => {
    const result = tryParse(appMessageEventSchema, {
      action: 'create',
      message: message48(),
      ticket: openTicket48(),
      contact: contact48(),
    });
    expect(result.ok).toBe(true);
    if (!result.ok || result.data.action !== 'create') throw new Error('expected a create event');
    expect(result.data.message.id).toBe(901);
    expect(result.data.ticket?.uuid).toBe('3f0c2a9e-4c61-4d8a-9a8e-1b2f3c4d5e6f');
    expect(result.data.contact?.id).toBe(45);
  });

  it('a create whose ticket is malformed keeps the message and drops the ticket', () => {
    const result = tryParse(appMessageEventSchema, { action: 'create', message: message48(), ticket: { id: 'nope' } });
    expect(result.ok).toBe(true);
    if (!result.ok || result.data.action !== 'create') throw new Error('expected a create event');
    expect(result.data.message.body).toBe('Bom dia, Maria!');
    expect(result.data.ticket).toBeUndefined();
  });

  it('accepts update {message} (ack, edit)', () => {
    const result = tryParse(appMessageEventSchema, {
      action: 'update',
      message: { ...message48(), ack: 4, isEdited: true },
    });
    expect(result.ok).toBe(true);
    if (!result.ok || result.data.action !== 'update') throw new Error('expected an update event');
    expect(result.data.message).toMatchObject({ ack: 4, isEdited: true });
  });

  it.each([
    { what: 'a full message', message: message48(), id: 901 },
    { what: 'only id and ticketId', message: { id: 901, ticketId: 123 }, id: 901 },
    { what: 'a WhatsApp id', message: { id: '3EB0C767D26A1D7A4D35' }, id: '3EB0C767D26A1D7A4D35' },
  ])('accepts delete {message} with $what', ({ message, id }) => {
    const result = tryParse(appMessageEventSchema, { action: 'delete', message });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.message.id).toBe(id);
  });

  it.each([
    { what: 'create without a message', payload: { action: 'create', ticket: ticket48() }, path: 'message' },
    {
      what: 'create with a message lacking ticketId',
      payload: { action: 'create', message: { ...message48(), ticketId: undefined } },
      path: 'message.ticketId',
    },
    {
      what: 'update with a malformed message',
      payload: { action: 'update', message: { body: 'x' } },
      path: 'message.id',
    },
    {
      what: 'delete without a message id',
      payload: { action: 'delete', message: { ticketId: 1 } },
      path: 'message.id',
    },
    { what: 'an unknown action', payload: { action: 'upsert', message: message48() }, path: 'action' },
  ])('refuses $what, naming $path', ({ payload, path }) => {
    const result = tryParse(appMessageEventSchema, payload);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues.some((issue) => issue.startsWith(`${path}:`))).toBe(true);
  });
});
