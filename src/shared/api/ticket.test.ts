import { describe, expect, it } from 'vitest';
import { parse } from '../parse';
import { COLOR_FALLBACK } from './common';
import { ticketPageSchema, ticketSchema, ticketUpdateBodySchema } from './ticket';
import { openTicket48, ticket48 } from './whaticket48.fixtures';

describe('ticketSchema against a Whaticket 4.8 ticket', () => {
  it('accepts a pending ticket with queue, user and whatsapp null', () => {
    const ticket = parse(ticketSchema, ticket48());
    expect(ticket).toMatchObject({
      id: 123,
      uuid: '3f0c2a9e-4c61-4d8a-9a8e-1b2f3c4d5e6f',
      status: 'pending',
      queueId: null,
      queue: null,
      userId: null,
      user: null,
      whatsappId: null,
      whatsapp: null,
      channel: 'whatsapp',
      unreadMessages: 2,
      lastMessage: 'Olá, bom dia!',
      isGroup: false,
      isBot: true,
      tags: [],
    });
    expect(ticket.contact).toMatchObject({ id: 45, name: 'Maria Souza', number: '5565999991234', active: true });
  });

  it('drops the fields it does not know, at every level', () => {
    const ticket = parse(ticketSchema, openTicket48()) as Record<string, unknown>;
    for (const unknown of ['typebotStatus', 'amountUsedBotQueues', 'dataWebhook', 'ticketTrakings', 'fromMe']) {
      expect(ticket).not.toHaveProperty(unknown);
    }
    expect(ticket.contact).not.toHaveProperty('remoteJid');
    expect(ticket.contact).not.toHaveProperty('pictureUpdated');
    expect(ticket.queue).toEqual({ id: 2, name: 'Financeiro', color: '#7c7c7c' });
    expect(ticket.user).not.toHaveProperty('email');
    expect(ticket.whatsapp).not.toHaveProperty('status');
    expect(ticket.tags).toEqual([{ id: 3, name: 'VIP', color: '#ff0000', kanban: 0 }]);
  });

  it('accepts an open ticket with its relations loaded', () => {
    const ticket = parse(ticketSchema, openTicket48());
    expect(ticket.userId).toBe(7);
    expect(ticket.user).toMatchObject({ id: 7, name: 'Ana' });
    expect(ticket.whatsapp).toMatchObject({ id: 1, name: 'Comercial', groupAsTicket: 'disabled' });
  });

  it('coerces string ids and fills a missing colour with the fallback of spec 1 §9', () => {
    const raw = { ...openTicket48(), id: '123', queueId: '2', queue: { id: '2', name: 'Financeiro', color: null } };
    const ticket = parse(ticketSchema, raw);
    expect(ticket.id).toBe(123);
    expect(ticket.queueId).toBe(2);
    expect(ticket.queue?.color).toBe(COLOR_FALLBACK);
    expect(COLOR_FALLBACK).toBe('#000000');
  });

  it('reads a missing channel as whatsapp and missing relations as null', () => {
    const raw: Record<string, unknown> = ticket48();
    for (const key of ['channel', 'queue', 'user', 'whatsapp', 'queueId', 'userId', 'whatsappId', 'lastMessage']) {
      delete raw[key];
    }
    const ticket = parse(ticketSchema, raw);
    expect(ticket).toMatchObject({ channel: 'whatsapp', queue: null, user: null, whatsapp: null, lastMessage: null });
  });

  it.each([
    { what: 'an unknown status', patch: { status: 'archived' }, path: 'status' },
    { what: 'no uuid', patch: { uuid: undefined }, path: 'uuid' },
    { what: 'no contact', patch: { contact: null }, path: 'contact' },
    { what: 'a non-numeric id', patch: { id: 'abc' }, path: 'id' },
  ])('refuses a ticket with $what, naming $path', ({ patch, path }) => {
    expect(() => parse(ticketSchema, { ...ticket48(), ...patch }, 'ticket')).toThrow(new RegExp(`ticket: ${path}: `));
  });

  it('parses a GET /tickets page', () => {
    const page = parse(ticketPageSchema, { tickets: [ticket48(), openTicket48()], count: '2', hasMore: false });
    expect(page.tickets.map((t) => t.status)).toEqual(['pending', 'open']);
    expect(page.count).toBe(2);
    expect(page.hasMore).toBe(false);
  });
});

describe('ticketUpdateBodySchema (PUT /tickets/{id})', () => {
  it('accepts a transfer body and refuses an unknown status', () => {
    const body = { status: 'pending', userId: null, queueId: 5, msgTransfer: 'x', isTransfered: true };
    expect(ticketUpdateBodySchema.parse(body)).toEqual(body);
    expect(ticketUpdateBodySchema.safeParse({ status: 'archived' }).success).toBe(false);
  });
});
