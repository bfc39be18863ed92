import { contact48, message48, openTicket48, settingsRow4812 } from './whaticket48.fixtures';
import * as l from './whaticket48.lists.fixtures';
import { dialogflow48, typebot48 } from './whaticket48.integrations.fixtures';

/** One deployed-shape payload for one reply schema, and what the client must read out of it. */
export interface ReplyCase {
  /** The schema's export name in src/shared/api. */
  schema: string;
  /** Which reply or event this is. */
  reply: string;
  payload: () => unknown;
  /** Matched against the parsed value (toMatchObject). */
  reads: unknown;
}

/**
 * Every reply and event schema against a payload written from CONTRACT.md in the shape a
 * Whaticket 4.8 backend sends (the recorded replies are added by replySchemas.test.ts). A schema
 * without a case here or there fails that test.
 */
export const writtenReplyCases: ReplyCase[] = [
  {
    schema: 'accessTokenPayloadSchema',
    reply: 'the access JWT payload (recorded login.json describes it)',
    payload: () => ({ usarname: 'Admin', profile: 'admin', id: 1, companyId: 1, iat: 1795526396, exp: 1795527296 }),
    reads: { profile: 'admin', id: 1, companyId: 1 },
  },
  {
    schema: 'companySettingsReplySchema',
    reply: 'GET /companySettings/1: the row',
    payload: settingsRow4812,
    reads: { requiredTag: 'disabled', DirectTicketsToWallets: 'disabled' },
  },
  {
    schema: 'companySettingOneReplySchema',
    reply: 'GET /companySettingOne?column=requiredTag',
    payload: () => ({ requiredTag: 'enabled' }),
    reads: { requiredTag: 'enabled' },
  },
  {
    schema: 'companySettingOneReplySchema',
    reply: 'GET /companySettingOne, a boolean column',
    payload: () => ({ showNotificationPending: false }),
    reads: { showNotificationPending: 'disabled' },
  },
  {
    schema: 'contactSchema',
    reply: 'GET /contacts/45',
    payload: contact48,
    reads: { id: 45, name: 'Maria Souza', number: '5565999991234' },
  },
  {
    schema: 'contactRecordSchema',
    reply: 'GET /contacts/45 before a PUT',
    payload: l.contactRecord48,
    reads: { id: 45, extraInfo: [{ id: 11, name: 'CPF', contactId: 45 }] },
  },
  {
    schema: 'errorBodySchema',
    reply: '401 ERR_INVALID_CREDENTIALS',
    payload: () => ({ error: 'ERR_INVALID_CREDENTIALS' }),
    reads: { error: 'ERR_INVALID_CREDENTIALS' },
  },
  {
    schema: 'errorBodySchema',
    reply: '500',
    payload: () => ({ error: 'Internal server error' }),
    reads: { error: 'Internal server error' },
  },
  {
    schema: 'openTicketConflictSchema',
    reply: 'ERR_OTHER_OPEN_TICKET: the ticket in the way, JSON inside `error`, decoded',
    payload: () => JSON.parse(JSON.stringify(openTicket48())),
    reads: {
      uuid: openTicket48().uuid,
      status: 'open',
      userId: 7,
      user: { name: 'Ana' },
      queue: { name: 'Financeiro' },
    },
  },
  {
    schema: 'messageSchema',
    reply: 'a message of GET /messages/123',
    payload: message48,
    reads: { id: 901, ticketId: 123, fromMe: true },
  },
  {
    schema: 'quotedMessageSchema',
    reply: 'a message as quoted inside another',
    payload: () => ({ ...message48(), id: 900, body: 'Qual o valor?', fromMe: false }),
    reads: { id: 900, body: 'Qual o valor?', fromMe: false },
  },
  {
    schema: 'messagePageSchema',
    reply: 'GET /messages/123',
    payload: l.messagePage48,
    reads: { messages: [{ id: 901 }], count: 1, hasMore: false },
  },
  {
    schema: 'queueSchema',
    reply: 'a queue of GET /queue',
    payload: l.queue48,
    reads: { id: 1, name: 'Suporte', color: '#1976d2' },
  },
  {
    schema: 'userRowSchema',
    reply: 'a user of GET /users/ (an admin reading)',
    payload: l.userRecord48,
    reads: { id: 1, name: 'Admin', profile: 'admin', super: true, queues: [{ id: 1, name: 'Suporte' }] },
  },
  {
    schema: 'userRowSchema',
    reply: 'a user of GET /users/list',
    payload: l.userListItem48,
    reads: { id: 1, name: 'Admin', email: 'admin@multi100.com.br', profile: 'admin', queues: [] },
  },
  {
    schema: 'queueRecordSchema',
    reply: 'GET /queue/{id}, POST /queue',
    payload: l.queue48,
    reads: { id: 1, name: 'Suporte', tempoRoteador: 0, ativarRoteador: false, outOfHoursMessage: null },
  },
  {
    schema: 'queueRecordSchema',
    reply: 'GET /queue/{id} with its chatbots (Chatbot hasMany options) and schedules',
    payload: () => ({
      ...l.queue48(),
      schedules: [
        {
          weekday: 'Segunda-feira',
          weekdayEn: 'monday',
          startTimeA: '08:00',
          endTimeA: '12:00',
          startTimeB: null,
          endTimeB: null,
        },
      ],
      chatbots: [l.chatbot48()],
    }),
    reads: {
      schedules: [{ weekdayEn: 'monday', startTimeA: '08:00', startTimeB: '' }],
      chatbots: [{ id: 7, name: 'Financeiro', queueType: 'text', options: [{ id: 8, chatbotId: 7 }] }],
    },
  },
  {
    schema: 'chatbotOptionSchema',
    reply: 'GET /chatbot/{id}, POST /chatbot, PUT /chatbot/{id}',
    payload: l.chatbot48,
    reads: {
      id: 7,
      queueId: 1,
      greetingMessage: 'Escolha:',
      closeTicket: false,
      options: [{ id: 8, name: 'Boletos', optQueueId: null }],
    },
  },
  {
    schema: 'scheduleEntrySchema',
    reply: 'a day of a queue, connection or company week',
    payload: () => ({
      weekday: 'Sábado',
      weekdayEn: 'saturday',
      startTimeA: '08:00',
      endTimeA: '12:00',
      startTimeB: '',
      endTimeB: '',
    }),
    reads: { weekdayEn: 'saturday', endTimeA: '12:00' },
  },
  {
    schema: 'weeklyHoursSchema',
    reply: 'the schedules of a queue, connection or company (null when never set)',
    payload: () => null,
    reads: [],
  },
  {
    schema: 'companyRecordSchema',
    reply: 'GET /companies/{id}, PUT /companies/{id}/schedules',
    payload: () => ({ id: 1, name: 'Empresa 1', status: true, planId: 1, dueDate: '2093-03-14', schedules: [] }),
    reads: { id: 1, name: 'Empresa 1', schedules: [] },
  },
  {
    schema: 'settingReplySchema',
    reply: 'PUT /settings/{key} (the Setting row Whaticket-family backends answer)',
    payload: () => ({
      id: 3,
      key: 'appName',
      value: 'Balcão',
      companyId: 1,
      createdAt: '2026-01-05T12:00:00.000Z',
      updatedAt: '2026-01-05T12:00:00.000Z',
    }),
    reads: { key: 'appName', value: 'Balcão' },
  },
  {
    schema: 'logoReplySchema',
    reply: "POST /settings-whitelabel/logo (the reference server's answer: the stored path and the key it went to)",
    payload: () => ({ path: '1/0123456789abcdef0123456789abcdef/logo.png', key: 'appLogoLight' }),
    reads: { key: 'appLogoLight' },
  },
  { schema: 'queueListSchema', reply: 'GET /queue', payload: () => [l.queue48()], reads: [{ id: 1, name: 'Suporte' }] },
  {
    schema: 'tagRecordSchema',
    reply: 'GET /tags/{id}: 4.8 sends the carriers (ticketTags), not counts',
    payload: () => ({
      ...l.tag48(),
      ticketTags: [
        { ticketId: 1, tagId: 3 },
        { ticketId: 2, tagId: 3 },
      ],
    }),
    reads: { ticketsCount: 2, contactsCount: 0 },
  },
  {
    schema: 'tagPageSchema',
    reply: 'GET /tags?pageNumber=1 (counts given, as the reference server answers)',
    payload: () => ({ tags: [{ ...l.tag48(), contactsCount: '4', ticketsCount: 1 }], count: 1, hasMore: false }),
    reads: { tags: [{ contactsCount: 4, ticketsCount: 1 }], count: 1 },
  },
  {
    schema: 'helpSchema',
    reply: 'a help entry (POST/PUT /helps); description and video may be null',
    payload: () => ({
      id: 3,
      title: 'Filas',
      description: null,
      video: 'dQw4w9WgXcQ',
      link: null,
      createdAt: '2025-03-01T12:00:00.000Z',
      updatedAt: '2025-03-01T12:00:00.000Z',
    }),
    reads: { id: 3, title: 'Filas', description: '', video: 'dQw4w9WgXcQ' },
  },
  {
    schema: 'helpListSchema',
    reply: 'GET /helps/list',
    payload: () => [{ id: 3, title: 'Filas', description: 'Como criar', video: 'dQw4w9WgXcQ' }],
    reads: [{ id: 3, description: 'Como criar' }],
  },
  {
    schema: 'helpPageSchema',
    reply: 'GET /helps',
    payload: () => ({ helps: [{ id: 3, title: 'Filas', description: '', video: '' }], count: '1', hasMore: false }),
    reads: { helps: [{ id: 3 }], count: 1, hasMore: false },
  },
  {
    schema: 'announcementSchema',
    reply: 'GET /announcements/{id} (a deployed backend: status as a string, the image by file name only)',
    payload: () => ({
      id: 4,
      title: 'Manutenção',
      text: 'Domingo às 22h',
      priority: '1',
      status: 'true',
      mediaPath: 'aviso.png',
      mediaName: 'aviso.png',
      companyId: 1,
      createdAt: '2025-03-01T12:00:00.000Z',
      updatedAt: '2025-03-01T12:00:00.000Z',
    }),
    reads: { id: 4, priority: 1, status: true, mediaPath: 'aviso.png', mediaUrl: null },
  },
  {
    schema: 'announcementPageSchema',
    reply: 'GET /announcements (an inactive one, no text, an unknown priority)',
    payload: () => ({
      records: [{ id: 5, title: 'Aviso', text: null, priority: 9, status: false }],
      count: 1,
      hasMore: false,
    }),
    reads: { records: [{ id: 5, text: '', priority: 3, status: false }], count: 1, hasMore: false },
  },
  {
    schema: 'externalSendReplySchema',
    reply: 'POST /api/messages/send (a deployed backend: only its Portuguese acknowledgement)',
    payload: () => ({ mensagem: 'Mensagem enviada' }),
    reads: { mensagem: 'Mensagem enviada' },
  },
  {
    schema: 'promptSchema',
    reply: 'GET /prompt/{id} (a deployed backend: the key, the queue, numbers as strings)',
    payload: () => ({
      id: 2,
      name: 'Atendente virtual',
      prompt: 'Você é o atendente da loja.',
      apiKey: 'sk-test',
      queueId: 1,
      queue: { id: 1, name: 'Suporte', color: '#0091FF' },
      maxTokens: '100',
      temperature: '0.8',
      maxMessages: 10,
      voice: null,
      voiceKey: null,
      voiceRegion: null,
      companyId: 1,
      createdAt: '2025-03-01T12:00:00.000Z',
      updatedAt: '2025-03-01T12:00:00.000Z',
    }),
    reads: {
      id: 2,
      apiKey: 'sk-test',
      queueId: 1,
      queue: { name: 'Suporte' },
      maxTokens: 100,
      temperature: 0.8,
      voice: 'texto',
    },
  },
  {
    schema: 'promptPageSchema',
    reply: 'GET /prompt (the reference server: no key; a prompt whose queue was deleted)',
    payload: () => ({
      prompts: [
        {
          id: 2,
          name: 'Atendente',
          prompt: 'Olá',
          queueId: null,
          queue: null,
          maxTokens: 100,
          temperature: 1,
          maxMessages: 10,
          voice: 'texto',
        },
      ],
      count: 1,
      hasMore: false,
    }),
    reads: { prompts: [{ id: 2, queueId: null, queue: null }], count: 1, hasMore: false },
  },
  {
    schema: 'chatPageSchema',
    reply: 'GET /chats (4.8: members with their users, the owner, a chat without a last message)',
    payload: () => ({
      records: [
        {
          id: 4,
          uuid: 'c1a7e4f0-9a51-4b5e-8f6d-2d7a3c9e1b42',
          title: 'Equipe',
          ownerId: 1,
          lastMessage: null,
          companyId: 1,
          updatedAt: '2025-03-05T12:00:00.000Z',
          owner: { id: 1, name: 'Admin' },
          users: [{ id: 7, chatId: 4, userId: '2', unreads: '3', user: { id: 2, name: 'Bruno', email: 'b@x.com' } }],
        },
      ],
      count: 1,
      hasMore: false,
    }),
    reads: {
      records: [{ id: 4, lastMessage: '', users: [{ userId: 2, unreads: 3, user: { name: 'Bruno' } }] }],
      hasMore: false,
    },
  },
  {
    schema: 'chatSchema',
    reply: 'GET /chats/{uuid} (a member without its user)',
    payload: () => ({
      id: 4,
      uuid: 'c1a7e4f0',
      title: null,
      ownerId: 1,
      updatedAt: '2025-03-05T12:00:00.000Z',
      users: [{ userId: 1 }],
    }),
    reads: { id: 4, title: '', users: [{ userId: 1, unreads: 0, user: null }] },
  },
  {
    schema: 'chatMemberSchema',
    reply: 'a member of a chat',
    payload: () => ({ id: 7, chatId: 4, userId: 2, unreads: 1, user: { id: 2, name: 'Bruno' } }),
    reads: { userId: 2, unreads: 1, user: { name: 'Bruno' } },
  },
  {
    schema: 'chatMessageSchema',
    reply: 'POST /chats/{id}/messages (the reference server: the client id back)',
    payload: () => ({
      id: 31,
      chatId: 4,
      senderId: 1,
      message: 'Oi',
      clientId: '0b8f5c1e-2d3a-4c5b-8e9f-1a2b3c4d5e6f',
      createdAt: '2025-03-05T12:01:00.000Z',
      sender: { id: 1, name: 'Admin' },
    }),
    reads: { id: 31, message: 'Oi', clientId: '0b8f5c1e-2d3a-4c5b-8e9f-1a2b3c4d5e6f', mediaPath: null },
  },
  {
    schema: 'chatMessagePageSchema',
    reply: 'GET /chats/{id}/messages (4.8: newest first, a media message without text)',
    payload: () => ({
      records: [
        {
          id: 32,
          chatId: 4,
          senderId: 2,
          message: null,
          mediaPath: 'a.png',
          mediaName: 'a.png',
          createdAt: '2025-03-05T12:02:00.000Z',
          sender: { name: 'Bruno' },
        },
        {
          id: 31,
          chatId: 4,
          senderId: 1,
          message: 'Oi',
          createdAt: '2025-03-05T12:01:00.000Z',
          sender: { name: 'Admin' },
        },
      ],
      count: '2',
      hasMore: false,
    }),
    reads: { records: [{ id: 32, message: '', mediaName: 'a.png' }, { id: 31 }], count: 2 },
  },
  {
    schema: 'quickMessageSchema',
    reply: 'a quick reply',
    payload: l.quickMessage48,
    reads: { id: 5, shortcode: 'bomdia', geral: true },
  },
  {
    schema: 'quickMessageListSchema',
    reply: 'GET /quick-messages/list',
    payload: () => [l.quickMessage48()],
    reads: [{ id: 5 }],
  },
  {
    schema: 'fileListSchema',
    reply: 'GET /files/6',
    payload: l.fileList48,
    reads: {
      id: 6,
      name: 'Catálogo',
      options: [
        { id: 11, path: 'catalogo.pdf' },
        { id: 12, path: '', mediaType: '' },
      ],
    },
  },
  {
    schema: 'fileListOptionSchema',
    reply: 'an option of GET /files/6',
    payload: () => l.fileList48().options[1],
    reads: { id: 12, name: 'Preços', path: '', mediaType: '' },
  },
  {
    schema: 'fileListPageSchema',
    reply: 'GET /files/?pageNumber=1 (no options)',
    payload: l.filePage48,
    reads: { files: [{ id: 6, options: [] }], count: 1, hasMore: false },
  },
  {
    schema: 'fileUploadReplySchema',
    reply: 'POST /files/uploadList/6',
    payload: () => ({ mensagem: 'Arquivos atualizados' }),
    reads: { mensagem: 'Arquivos atualizados' },
  },
  {
    schema: 'quickMessagePageSchema',
    reply: 'GET /quick-messages',
    payload: l.quickMessagePage48,
    reads: { records: [{ id: 5 }], count: 1 },
  },
  {
    schema: 'scheduleSchema',
    reply: 'a schedule',
    payload: l.schedule48,
    reads: { id: 8, contactId: 45, user: { name: 'Admin' }, tipoDias: 4 },
  },
  {
    schema: 'schedulePageSchema',
    reply: 'GET /schedules',
    payload: l.schedulePage48,
    reads: { schedules: [{ id: 8 }], count: 1 },
  },
  {
    schema: 'publicSettingSchema',
    reply: 'GET /public-settings/appName: the bare value',
    payload: () => 'Whaticket',
    reads: 'Whaticket',
  },
  {
    schema: 'publicSettingSchema',
    reply: 'GET /public-settings/appLogoLight, never set',
    payload: () => null,
    reads: null,
  },
  {
    schema: 'okReplySchema',
    reply: 'DELETE /tickets/{id}',
    payload: () => ({ message: 'ticket deleted' }),
    reads: { message: 'ticket deleted' },
  },
  {
    schema: 'versionSchema',
    reply: 'GET /version',
    payload: () => ({ version: '4.8.12' }),
    reads: { version: '4.8.12' },
  },
  {
    schema: 'tagSchema',
    reply: 'a tag of GET /tags/list',
    payload: l.tag48,
    reads: { id: 3, name: 'Em negociação', kanban: 1 },
  },
  {
    schema: 'kanbanLanesSchema',
    reply: "GET /tag/kanban/: the lanes under lista, with 4.8's lane columns",
    payload: () => ({ lista: [l.tag48()] }),
    reads: { lista: [{ id: 3, name: 'Em negociação', kanban: 1 }] },
  },
  {
    schema: 'ticketSchema',
    reply: 'GET /tickets/123',
    payload: openTicket48,
    reads: { id: 123, status: 'open', userId: 7 },
  },
  {
    schema: 'ticketQueueSchema',
    reply: "a ticket's queue",
    payload: () => openTicket48().queue,
    reads: { id: 2, name: 'Financeiro' },
  },
  {
    schema: 'ticketPageSchema',
    reply: 'GET /tickets, list items without createdAt, whatsappId, companyId',
    payload: l.ticketPage48,
    reads: {
      tickets: [
        { id: 123, whatsappId: null },
        { id: 124, status: 'open' },
      ],
      count: 2,
    },
  },
  {
    schema: 'ticketLogEntrySchema',
    reply: 'an entry of GET /tickets-log/123',
    payload: () => l.ticketLog48()[1],
    reads: { type: 'open', user: { name: 'Admin' } },
  },
  {
    schema: 'ticketLogSchema',
    reply: 'GET /tickets-log/123',
    payload: l.ticketLog48,
    reads: [{ type: 'create', user: null, queue: null }, { type: 'open' }],
  },
  {
    schema: 'ticketNoteSchema',
    reply: 'a note of GET /ticket-notes/list',
    payload: l.ticketNote48,
    reads: { id: 4, ticketId: 123, user: { name: 'Admin' } },
  },
  {
    schema: 'ticketNoteListSchema',
    reply: 'GET /ticket-notes/list',
    payload: () => [l.ticketNote48()],
    reads: [{ id: 4 }],
  },
  {
    schema: 'userRefSchema',
    reply: 'an item of GET /users/list',
    payload: l.userListItem48,
    reads: { id: 1, name: 'Admin' },
  },
  {
    schema: 'userRecordSchema',
    reply: 'GET /users/1',
    payload: l.userRecord48,
    reads: { id: 1, companyId: 1, whatsappId: 1, queues: [{ id: 1 }], defaultTicketsManagerWidth: 550 },
  },
  {
    schema: 'connectionRefSchema',
    reply: "a ticket's connection",
    payload: () => openTicket48().whatsapp,
    reads: { id: 1, name: 'Comercial', groupAsTicket: 'disabled' },
  },
  {
    schema: 'connectionSchema',
    reply: 'a connection of GET /whatsapp',
    payload: l.connection48,
    reads: { id: 1, status: 'CONNECTED', isDefault: true },
  },
  {
    schema: 'companyConnectionSchema',
    reply: 'one of GET /whatsapp/all: the whole record of any company, with its companyId',
    payload: () => ({ ...l.connection48(), id: 9, companyId: '7', status: 'qrcode', session: undefined }),
    reads: { id: 9, companyId: 7, status: 'qrcode', name: 'Comercial', number: '5565999990000' },
  },
  {
    schema: 'companyListItemSchema',
    reply: 'one of GET /companies/list: the company with its plan and settings (only id and name read)',
    payload: () => ({
      id: 2,
      name: 'Empresa 2',
      email: 'e2@x.com',
      status: true,
      dueDate: '2093-03-14',
      recurrence: 'MENSAL',
      planId: 1,
      plan: { id: 1, name: 'Plano 1' },
    }),
    reads: { id: 2, name: 'Empresa 2' },
  },
  {
    schema: 'companyRowSchema',
    reply: 'one of GET /companies: a deployed company with its plan (amount as text) and a folder size as text',
    payload: () => ({
      id: 2,
      name: 'Empresa 2',
      email: 'e2@x.com',
      phone: null,
      status: true,
      dueDate: '2093-03-14T00:00:00.000Z',
      recurrence: 'MENSAL',
      planId: 1,
      plan: { id: 1, name: 'Plano 1', amount: '100' },
      createdAt: '2024-01-01T00:00:00.000Z',
      folderSize: '12',
      paymentMethod: 'pix',
    }),
    reads: { id: 2, plan: { name: 'Plano 1', amount: 100 }, folderSize: 12, dueDate: '2093-03-14T00:00:00.000Z' },
  },
  {
    schema: 'companyPageSchema',
    reply: 'GET /companiesPlan: companies and hasMore, no count',
    payload: () => ({ companies: [{ id: 3, name: 'Empresa 3', status: false, plan: null }], hasMore: false }),
    reads: { companies: [{ id: 3, name: 'Empresa 3', status: false, plan: null }], hasMore: false },
  },
  {
    schema: 'connectionRecordSchema',
    reply: 'GET /whatsapp/1: numbers as strings, the §9 defaults for what 4.8 leaves out',
    payload: l.connection48,
    reads: {
      id: 1,
      token: 'a1b2c3',
      timeUseBotQueues: 0,
      maxUseBotQueues: 3,
      whenExpiresTicket: '0',
      queues: [{ id: 1 }],
      complationMessage: 'Atendimento encerrado.',
    },
  },
  {
    schema: 'momentTicketsSchema',
    reply: 'GET /usersMoments: a plain array, the contact and user with few attributes',
    payload: () => [
      {
        ...openTicket48(),
        contact: {
          id: 45,
          name: 'Maria Souza',
          number: '5565999991234',
          profilePicUrl: '',
          companyId: 1,
          urlPicture: null,
        },
        user: { id: 7, name: 'Ana', profile: 'user', online: true, profileImage: null },
        queue: { id: 2, name: 'Financeiro', color: '#7c7c7c' },
        whatsapp: { id: 1, name: 'Comercial' },
        tags: undefined,
      },
    ],
    reads: [
      {
        id: 123,
        status: 'open',
        user: { id: 7, name: 'Ana' },
        queue: { color: '#7c7c7c' },
        whatsapp: { name: 'Comercial' },
      },
    ],
  },
  {
    schema: 'reportTicketSchema',
    reply: 'a row of GET /ticketreport/reports (4.8: Portuguese status label, dates as text)',
    payload: () => reportRow48(),
    reads: {
      id: 124,
      status: 'open',
      contactName: 'Maria Souza',
      createdAt: '05/03/2025 15:00',
      closedAt: null,
      NPS: 0,
    },
  },
  {
    schema: 'reportPageSchema',
    reply: 'GET /ticketreport/reports (4.8: the total is a string)',
    payload: () => ({
      tickets: [reportRow48(), { ...reportRow48(), id: 125, status: 'FECHADO', NPS: '4' }],
      totalTickets: { total: '2' },
    }),
    reads: { tickets: [{ status: 'open' }, { id: 125, status: 'closed', NPS: 4 }], totalTickets: { total: 2 } },
  },
  {
    schema: 'dashboardReplySchema',
    reply:
      'GET /dashboard: PostgreSQL json_build_object, averages as long decimals, older versions without some counters',
    payload: () => ({
      counters: {
        avgSupportTime: 32.666666666666664,
        avgWaitTime: 4.5,
        supportFinished: 12,
        supportHappening: 3,
        supportPending: 2,
        supportGroups: 0,
        leads: 7,
        activeTickets: 1,
        passiveTickets: 16,
        tickets: 17,
        waitRating: 0,
        withoutRating: 4,
        withRating: 8,
        percRating: 47.05882352941177,
        npsPromotersPerc: 50,
        npsPassivePerc: 25,
        npsDetractorsPerc: 25,
        npsScore: 25,
      },
      attendants: [
        {
          id: 2,
          name: 'Ana',
          online: true,
          avgWaitTime: 3.25,
          avgSupportTime: 20,
          tickets: 9,
          rating: 4.5,
          countRating: 4,
        },
        { id: 3, name: 'Bruno', online: false, avgSupportTime: 0, tickets: 0, rating: 0, countRating: 0 },
      ],
    }),
    reads: {
      counters: { avgSupportTime: 32.666666666666664, supportFinished: 12, npsScore: 25 },
      attendants: [
        { name: 'Ana', online: true, rating: 4.5, countRating: 4 },
        { name: 'Bruno', online: false, avgWaitTime: 0 },
      ],
    },
  },
  {
    schema: 'dashboardReplySchema',
    reply: 'GET /dashboard on a company with no tickets: counters null',
    payload: () => ({ counters: null, attendants: null }),
    reads: { counters: { tickets: 0, npsScore: 0 }, attendants: [] },
  },
  {
    schema: 'dashboardCountersSchema',
    reply: 'the counters of GET /dashboard, counts as bigint strings',
    payload: () => ({ supportFinished: '12', tickets: '17', avgWaitTime: '4.50' }),
    reads: { supportFinished: 12, tickets: 17, avgWaitTime: 4.5, leads: 0 },
  },
  {
    schema: 'dashboardAttendantSchema',
    reply: 'an attendant row of GET /dashboard',
    payload: () => ({ id: 2, name: 'Ana', online: null, tickets: '9', rating: '4.50', countRating: '4' }),
    reads: { name: 'Ana', online: false, tickets: 9, rating: 4.5, countRating: 4, avgSupportTime: 0 },
  },
  {
    schema: 'ticketsPerUserReplySchema',
    reply: 'GET /dashboard/ticketsUsers: COUNT as a bigint string, users without tickets added as 0',
    payload: () => ({
      data: [
        { quantidade: '5', nome: 'Ana' },
        { quantidade: 0, nome: 'Bruno' },
      ],
    }),
    reads: {
      data: [
        { nome: 'Ana', quantidade: 5 },
        { nome: 'Bruno', quantidade: 0 },
      ],
    },
  },
  {
    schema: 'ticketsPerDayReplySchema',
    reply: 'GET /dashboard/ticketsDay over a range: dd/mm/yyyy days',
    payload: () => ({
      count: 3,
      data: [
        { total: '2', data: '10/03/2026' },
        { total: '1', data: '11/03/2026' },
      ],
    }),
    reads: {
      count: 3,
      data: [
        { total: 2, data: '10/03/2026' },
        { total: 1, data: '11/03/2026' },
      ],
    },
  },
  {
    schema: 'ticketsPerDayReplySchema',
    reply: 'GET /dashboard/ticketsDay for one day: the hour as numeric text (PostgreSQL 14+ extract)',
    payload: () => ({ count: 2, data: [{ total: '2', horario: '9' }] }),
    reads: { count: 2, data: [{ total: 2, horario: 9 }] },
  },
  {
    schema: 'queueIntegrationSchema',
    reply: 'GET /queueIntegration/4: a Typebot, its expiry as text',
    payload: typebot48,
    reads: { id: 4, type: 'typebot', typebotExpires: 1, typebotDelayMessage: 1000, typebotKeywordRestart: null },
  },
  {
    schema: 'queueIntegrationPageSchema',
    reply: 'GET /queueIntegration/?pageNumber=1: a Dialogflow record without Typebot columns',
    payload: () => ({ queueIntegrations: [typebot48(), dialogflow48()], count: '2', hasMore: false }),
    reads: {
      count: 2,
      queueIntegrations: [{ id: 4 }, { id: 2, type: 'dialogflow', typebotSlug: null, typebotExpires: null }],
    },
  },
];

/** A report row as 4.8's ListTicketsServiceReport answers it. */
function reportRow48() {
  return {
    id: 124,
    whatsappName: 'Comercial',
    contactName: 'Maria Souza',
    userName: 'Ana',
    queueName: 'Financeiro',
    lastMessage: 'Bom dia, Maria!',
    uuid: '6f1c2a9e-0d4b-4a8e-9b7a-3c2d1e0f9a8b',
    status: 'ABERTO',
    createdAt: '05/03/2025 15:00',
    closedAt: null,
    supportTime: '0',
    NPS: 0,
  };
}
