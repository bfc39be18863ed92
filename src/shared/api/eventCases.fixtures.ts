import type { ReplyCase } from './replyCases.fixtures';
import { socketEvents, type SocketEventKey } from './socketEvents';
import * as e from './whaticket48.events.fixtures';
import { typebot48 } from './whaticket48.integrations.fixtures';
import { plan4812 } from './whaticket48.fixtures';

/** A deployed-shape case of one socket event: its key in the map, and its schema's export name. */
export interface EventCase extends ReplyCase {
  event: SocketEventKey;
}

const on = (event: SocketEventKey, what: string, rest: Omit<EventCase, 'event' | 'reply'>): EventCase => ({
  event,
  reply: `${socketEvents[event].name(1)} ${what}`,
  ...rest,
});

/**
 * The socket event schemas against payloads written from CONTRACT.md "Realtime" in the shape a
 * Whaticket 4.8 backend emits, one per action (replySchemas.test.ts runs them; events.test.ts
 * checks every key of the map has one).
 */
export const writtenEventCases: EventCase[] = [
  on('settings', 'update', {
    schema: 'companySettingEventSchema',
    payload: e.settingUpdate48,
    reads: { action: 'update', setting: { key: 'userRating', value: 'enabled' } },
  }),
  on('ticket', 'update', {
    schema: 'ticketEventSchema',
    payload: e.ticketUpdate48,
    reads: { action: 'update', ticket: { id: 123, status: 'open' } },
  }),
  on('ticket', 'delete', {
    schema: 'ticketEventSchema',
    payload: e.ticketDelete48,
    reads: { action: 'delete', ticketId: 123 },
  }),
  on('ticket', 'updateUnread', {
    schema: 'ticketEventSchema',
    payload: e.ticketUnread48,
    reads: { action: 'updateUnread', ticketId: 123 },
  }),
  on('appMessage', 'create', {
    schema: 'appMessageEventSchema',
    payload: e.messageCreate48,
    reads: { action: 'create', message: { id: 901 }, ticket: { id: 123 }, contact: { id: 45 } },
  }),
  on('appMessage', 'update (ack)', {
    schema: 'appMessageEventSchema',
    payload: e.messageUpdate48,
    reads: { action: 'update', message: { id: 901, ack: 4 } },
  }),
  on('appMessage', 'delete', {
    schema: 'appMessageEventSchema',
    payload: e.messageDelete48,
    reads: { action: 'delete', message: { id: 901, ticketId: 123 } },
  }),
  on('contact', 'update', {
    schema: 'contactEventSchema',
    payload: e.contactUpdate48,
    reads: { action: 'update', contact: { id: 45 } },
  }),
  on('contact', 'delete', {
    schema: 'contactEventSchema',
    payload: e.contactDelete48,
    reads: { action: 'delete', contactId: 45 },
  }),
  on('auth', 'on a login', {
    schema: 'authEventSchema',
    payload: e.authUpdate48,
    reads: { action: 'update', user: { id: 1 } },
  }),
  on('user', 'update', {
    schema: 'userEventSchema',
    payload: e.userUpdate48,
    reads: { action: 'update', user: { id: 1 } },
  }),
  on('user', 'delete', {
    schema: 'userEventSchema',
    payload: e.userDelete48,
    reads: { action: 'delete', userId: 1 },
  }),
  on('tag', 'create', {
    schema: 'tagEventSchema',
    payload: e.tagCreate48,
    reads: { action: 'create', tag: { id: 3, kanban: 1 } },
  }),
  on('tag', 'delete', {
    schema: 'tagEventSchema',
    payload: e.tagDelete48,
    reads: { action: 'delete', tagId: 3 },
  }),
  on('quickMessage', 'create', {
    schema: 'quickMessageEventSchema',
    payload: e.quickMessageCreate48,
    reads: { action: 'create', record: { id: 5, shortcode: 'bomdia' } },
  }),
  on('quickMessage', 'delete', {
    schema: 'quickMessageEventSchema',
    payload: e.quickMessageDelete48,
    reads: { action: 'delete', id: 5 },
  }),
  on('schedule', 'update', {
    schema: 'scheduleEventSchema',
    payload: e.scheduleUpdate48,
    reads: { action: 'update', schedule: { id: 8, status: 'PENDENTE' } },
  }),
  on('schedule', 'delete', {
    schema: 'scheduleEventSchema',
    payload: e.scheduleDelete48,
    reads: { action: 'delete', scheduleId: 8 },
  }),
  on('whatsapp', 'update', {
    schema: 'whatsappEventSchema',
    payload: e.whatsappUpdate48,
    reads: { action: 'update', whatsapp: { id: 1, status: 'CONNECTED', timeUseBotQueues: 0, maxUseBotQueues: 3 } },
  }),
  on('whatsapp', 'delete', {
    schema: 'whatsappEventSchema',
    payload: e.whatsappDelete48,
    reads: { action: 'delete', whatsappId: 1 },
  }),
  on('whatsappSession', 'update', {
    schema: 'whatsappSessionEventSchema',
    payload: e.whatsappSession48,
    reads: { action: 'update', session: { id: 1, status: 'qrcode', qrcode: '2@ZmFrZSBxciBjb2Rl,aGVsbG8=,d29ybGQ=' } },
  }),
  on('importMessages', 'update', {
    schema: 'importMessagesEventSchema',
    payload: e.importProgress48,
    reads: { action: 'update', status: { this: 120, all: 480 } },
  }),
  on('importMessages', 'update', {
    schema: 'importMessagesEventSchema',
    payload: e.importPreparing48,
    reads: { action: 'update', status: { this: -1 } },
  }),
  on('importMessages', 'refresh', {
    schema: 'importMessagesEventSchema',
    payload: e.importRefresh48,
    reads: { action: 'refresh' },
  }),
  on('queue', 'update', {
    schema: 'queueEventSchema',
    payload: e.queueUpdate48,
    reads: { action: 'update', queue: { id: 1, name: 'Suporte' } },
  }),
  on('queue', 'delete', {
    schema: 'queueEventSchema',
    payload: e.queueDelete48,
    reads: { action: 'delete', queueId: 2 },
  }),
  on('announcement', 'create', {
    schema: 'announcementEventSchema',
    payload: () => ({ action: 'create', record: { id: 4, title: 'Aviso', text: 'Olá', priority: 2, status: true } }),
    reads: { action: 'create', record: { id: 4, priority: 2, status: true } },
  }),
  on('announcement', 'delete', {
    schema: 'announcementEventSchema',
    // Whaticket-family code deletes an announcement as `{action, id}`.
    payload: () => ({ action: 'delete', id: 4 }),
    reads: { action: 'delete', id: 4 },
  }),
  on('prompt', 'create', {
    schema: 'promptEventSchema',
    payload: () => ({
      action: 'create',
      record: { id: 2, name: 'Atendente', prompt: 'Olá', queueId: 1, queue: { name: 'Suporte' } },
    }),
    reads: { action: 'create', prompt: { id: 2, queue: { name: 'Suporte' }, maxTokens: 100 } },
  }),
  on('prompt', 'delete', {
    schema: 'promptEventSchema',
    // Whaticket-family code deletes a prompt as `{action, intelligenceId}`.
    payload: () => ({ action: 'delete', intelligenceId: 2 }),
    reads: { action: 'delete', promptId: 2 },
  }),
  on('payment', 'CONCLUIDA', {
    schema: 'paymentEventSchema',
    // Whaticket's Pix webhook sends the whole company, its new due date a timestamp.
    payload: () => ({
      action: 'CONCLUIDA',
      company: { id: 3, name: 'Empresa', dueDate: '2027-01-01T00:00:00.000Z', recurrence: 'MENSAL', status: true },
    }),
    reads: { action: 'CONCLUIDA', company: { id: 3, dueDate: '2027-01-01T00:00:00.000Z' } },
  }),
  on('chat', 'create', {
    schema: 'chatEventSchema',
    payload: e.chatCreate48,
    reads: {
      action: 'create',
      chat: { id: 4, title: 'Equipe', ownerId: 1, users: [{ userId: 1 }, { userId: 2, unreads: 0 }] },
    },
  }),
  on('chat', 'new-message', {
    schema: 'chatEventSchema',
    payload: e.chatNewMessage48,
    reads: {
      action: 'new-message',
      message: { id: 31, chatId: 4, senderId: 1, message: 'Bom dia!', sender: { name: 'Admin' }, clientId: null },
      chat: {
        id: 4,
        lastMessage: 'Bom dia!',
        users: [
          { userId: 1, unreads: 0 },
          { userId: 2, unreads: 1 },
        ],
      },
    },
  }),
  on('chat', 'update', {
    schema: 'chatEventSchema',
    payload: e.chatUpdate48,
    reads: { action: 'update', chat: { id: 4, users: [{ userId: 1 }, { userId: 2, unreads: 0 }] } },
  }),
  on('chat', 'delete', { schema: 'chatEventSchema', payload: e.chatDelete48, reads: { action: 'delete', chatId: 4 } }),
  on('file', 'create', {
    schema: 'fileListEventSchema',
    payload: e.fileCreate48,
    reads: {
      action: 'create',
      record: { id: 6, name: 'Catálogo', options: [{ id: 11, path: 'catalogo.pdf' }, { id: 12 }] },
    },
  }),
  on('file', 'delete', { schema: 'fileListEventSchema', payload: e.fileDelete48, reads: { action: 'delete', id: 6 } }),
  on('queueIntegration', 'create', {
    schema: 'queueIntegrationEventSchema',
    payload: () => ({ action: 'create', queueIntegration: typebot48() }),
    reads: { action: 'create', integration: { id: 4, typebotExpires: 1 } },
  }),
  on('queueIntegration', "update (the contract's record)", {
    schema: 'queueIntegrationEventSchema',
    payload: () => ({ action: 'update', record: typebot48() }),
    reads: { action: 'update', integration: { id: 4 } },
  }),
  on('queueIntegration', 'delete', {
    schema: 'queueIntegrationEventSchema',
    payload: () => ({ action: 'delete', integrationId: 4 }),
    reads: { action: 'delete', integrationId: 4 },
  }),
  on('queueIntegration', 'testSession', {
    schema: 'queueIntegrationEventSchema',
    payload: () => ({ action: 'testSession', response: { queryText: 'oi' } }),
    reads: { action: 'testSession' },
  }),
  on('plan', 'update', {
    schema: 'planEventSchema',
    // The reference server's own event: the plan as GET /companies/listPlan/{id} answers it.
    payload: () => ({ action: 'update', plan: { ...plan4812(), useKanban: false } }),
    reads: { action: 'update', plan: { id: 1, useKanban: false, useWhatsapp: true, amount: 100 } },
  }),
  on('contactList', 'update', {
    schema: 'contactListEventSchema',
    payload: () => ({ action: 'update', record: { id: 3, name: 'Clientes VIP', contactsCount: 12 } }),
    reads: { action: 'update', record: { id: 3, contactsCount: 12 } },
  }),
  on('contactList', 'delete', {
    schema: 'contactListEventSchema',
    payload: () => ({ action: 'delete', id: 3 }),
    reads: { action: 'delete', id: 3 },
  }),
  on('contactListItem', 'create', {
    schema: 'contactListItemEventSchema',
    payload: () => ({
      action: 'create',
      record: { id: 9, name: 'Maria', number: '5565999887766', email: '', isWhatsappValid: true, contactListId: 3 },
    }),
    reads: { action: 'create', record: { id: 9, contactListId: 3 } },
  }),
  on('contactListItem', 'reload', {
    schema: 'contactListItemEventSchema',
    payload: () => ({ action: 'reload', records: [] }),
    reads: { action: 'reload' },
  }),
  on('campaign', 'update', {
    schema: 'campaignEventSchema',
    payload: () => ({
      action: 'update',
      record: {
        id: 5,
        name: 'Black Friday',
        message1: 'Oi {nome}',
        message2: null,
        status: 'EM_ANDAMENTO',
        confirmation: false,
        scheduledAt: '2026-11-27T12:00:00.000Z',
        completedAt: null,
        contactListId: 3,
        contactList: { id: 3, name: 'Clientes VIP' },
        whatsappId: 1,
        whatsapp: { name: 'Comercial' },
        userId: null,
        queueId: null,
        companyId: 1,
        statusTicket: 'closed',
        openTicket: 'disabled',
        mediaPath: null,
        mediaName: null,
      },
    }),
    reads: { action: 'update', record: { id: 5, message2: '', status: 'EM_ANDAMENTO', contactList: { contacts: [] } } },
  }),
  on('campaign', 'delete', {
    schema: 'campaignEventSchema',
    payload: () => ({ action: 'delete', id: 5 }),
    reads: { action: 'delete', id: 5 },
  }),
];
