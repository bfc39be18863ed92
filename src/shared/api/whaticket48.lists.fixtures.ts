import { contact48, message48, openTicket48, ticket48 } from './whaticket48.fixtures';

/**
 * More replies as a Whaticket SaaS 4.8 backend sends them (CONTRACT.md "Lists", "Errors": fewer
 * fields than the spec's entities, numbers as strings here and there, its own extra columns).
 * Test data only, one function per reply so each test gets its own copy.
 */

const at = '2026-11-24T13:18:37.102Z';

/** A queue of GET /queue (a plain array): the Queue row, as the recorded login's queues carry it. */
export const queue48 = () => ({
  id: 1,
  name: 'Suporte',
  color: '#1976d2',
  greetingMessage: '',
  orderQueue: 1,
  ativarRoteador: false,
  tempoRoteador: 0,
  typeRandomMode: 'RANDOM',
  outOfHoursMessage: null,
  schedules: [],
  companyId: 1,
  integrationId: null,
  fileListId: null,
  closeTicket: false,
  createdAt: at,
  updatedAt: at,
});

/** A tag of GET /tags/list: 4.8's kanban-lane columns beside the tag's own. */
export const tag48 = () => ({
  id: 3,
  name: 'Em negociação',
  color: '#0ea5e9',
  kanban: 1,
  companyId: 1,
  timeLane: 0,
  nextLaneId: null,
  greetingMessageLane: '',
  rollbackLaneId: null,
  createdAt: at,
  updatedAt: at,
});

/** A connection of GET /whatsapp as an admin reads it (its token and session columns included). */
export const connection48 = () => ({
  id: 1,
  name: 'Comercial',
  session: '',
  qrcode: '',
  status: 'CONNECTED',
  battery: null,
  plugged: null,
  retries: 0,
  number: '5565999990000',
  greetingMessage: '',
  farewellMessage: '',
  complationMessage: 'Atendimento encerrado.',
  outOfHoursMessage: '',
  isDefault: true,
  provider: 'beta',
  token: 'a1b2c3',
  channel: 'whatsapp',
  groupAsTicket: 'disabled',
  facebookUserId: null,
  facebookPageUserId: null,
  tokenMeta: null,
  timeSendQueue: 0,
  sendIdQueue: null,
  // CONTRACT.md: numbers can arrive as strings.
  timeUseBotQueues: '0',
  expiresTicket: 0,
  allowGroup: false,
  companyId: 1,
  createdAt: at,
  updatedAt: at,
  queues: [queue48()],
});

/** A quick reply of GET /quick-messages/list (a plain array). */
export const quickMessage48 = () => ({
  id: 5,
  shortcode: 'bomdia',
  message: 'Bom dia, {{firstName}}! Em que posso ajudar?',
  mediaPath: null,
  mediaName: null,
  geral: true,
  companyId: 1,
  userId: 1,
  visao: true,
  createdAt: at,
  updatedAt: at,
});

/** A schedule of GET /schedules: its contact and user loaded, the repeat columns as 4.8 names them. */
export const schedule48 = () => ({
  id: 8,
  body: 'Lembrete: sua consulta é amanhã.',
  sendAt: '2026-11-25T12:00:00.000Z',
  sentAt: null,
  contactId: 45,
  ticketId: null,
  userId: 1,
  companyId: 1,
  status: 'PENDENTE',
  mediaPath: null,
  mediaName: null,
  ticketUserId: 1,
  queueId: 2,
  openTicket: 'enabled',
  statusTicket: 'closed',
  whatsappId: 1,
  intervalo: 1,
  valorIntervalo: 0,
  enviarQuantasVezes: 1,
  tipoDias: 4,
  contadorEnvio: 0,
  assinar: false,
  createdAt: at,
  updatedAt: at,
  contact: { id: 45, name: 'Maria Souza', number: '5565999991234', profilePicUrl: null },
  user: { id: 1, name: 'Admin' },
});

/** A note of GET /ticket-notes/list?ticketId&contactId (a plain array): user, contact and ticket loaded. */
export const ticketNote48 = () => ({
  id: 4,
  note: 'Cliente pediu retorno amanhã de manhã.',
  userId: 1,
  contactId: 45,
  ticketId: 123,
  createdAt: at,
  updatedAt: at,
  user: { id: 1, name: 'Admin', email: 'admin@multi100.com.br' },
  contact: contact48(),
  ticket: { id: 123, uuid: ticket48().uuid, status: 'open' },
});

/** GET /tickets-log/{ticketId}: the ticket's history, a system entry without user or queue first. */
export const ticketLog48 = () => [
  {
    id: 1,
    userId: null,
    ticketId: 123,
    queueId: null,
    type: 'create',
    createdAt: at,
    updatedAt: at,
    user: null,
    queue: null,
  },
  {
    id: 2,
    userId: 1,
    ticketId: 123,
    queueId: 2,
    type: 'open',
    createdAt: at,
    updatedAt: at,
    user: { id: 1, name: 'Admin' },
    queue: { id: 2, name: 'Financeiro', color: '#7c7c7c' },
  },
];

/** GET /users/{id}: every column of the user, its queues with the join row, company and connection. */
export const userRecord48 = () => ({
  id: 1,
  name: 'Admin',
  email: 'admin@multi100.com.br',
  profile: 'admin',
  companyId: 1,
  super: true,
  online: true,
  color: null,
  startWork: '00:00',
  endWork: '23:59',
  allTicket: 'disable',
  allowGroup: false,
  defaultTheme: 'light',
  defaultMenu: 'closed',
  allHistoric: 'disabled',
  allUserChat: 'disabled',
  userClosePendingTicket: 'enabled',
  showDashboard: 'disabled',
  allowRealTime: 'disabled',
  allowConnections: 'disabled',
  defaultTicketsManagerWidth: 550,
  profileImage: null,
  farewellMessage: null,
  whatsappId: 1,
  createdAt: at,
  updatedAt: at,
  company: { id: 1, name: 'Empresa 1' },
  queues: [
    { id: 1, name: 'Suporte', color: '#1976d2', UserQueue: { userId: 1, queueId: 1, createdAt: at, updatedAt: at } },
  ],
  whatsapp: { id: 1, name: 'Comercial' },
});

/** An item of GET /users/list (a plain array): the few columns that route selects. */
export const userListItem48 = () => ({ id: 1, name: 'Admin', email: 'admin@multi100.com.br', profile: 'admin' });

/** A ticket of a GET /tickets page: CONTRACT.md, list items may lack createdAt, whatsappId and companyId. */
const listedTicket48 = () => {
  const { createdAt: _c, whatsappId: _w, companyId: _co, ...listed } = ticket48();
  return listed;
};

/** GET /tickets?status=pending&pageNumber=1: count as a string, as some versions send it. */
export const ticketPage48 = () => ({
  tickets: [listedTicket48(), { ...openTicket48(), id: 124 }],
  count: '2',
  hasMore: false,
});

/** GET /messages/{ticketId}: messages without updatedAt, read or clientId; the page's ticket without relations. */
export const messagePage48 = () => {
  const { updatedAt: _u, read: _r, ...message } = message48();
  const { contact: _c, queue: _q, user: _us, ...ticket } = ticket48();
  return { messages: [message], ticket, count: 1, hasMore: false };
};

export const quickMessagePage48 = () => ({ records: [quickMessage48()], count: 1, hasMore: false });

/**
 * GET /files/{id} as Whaticket's FileServices ShowService answers it: the list with its options
 * (FilesOptions: the uploaded file's name in `path`, or '' before an upload; `fileId` the list's id).
 */
export const fileList48 = () => ({
  id: 6,
  name: 'Catálogo',
  message: 'Segue o nosso catálogo',
  userId: null,
  companyId: 1,
  createdAt: at,
  updatedAt: at,
  options: [
    {
      id: 11,
      name: 'Catálogo 2026',
      path: 'catalogo.pdf',
      mediaType: 'application/pdf',
      fileId: 6,
      createdAt: at,
      updatedAt: at,
    },
    { id: 12, name: 'Preços', path: '', mediaType: null, fileId: 6, createdAt: at, updatedAt: at },
  ],
});

/** GET /files/: the lists without their options (ListService includes none). */
export const filePage48 = () => {
  const { options: _options, ...list } = fileList48();
  return { files: [list], count: 1, hasMore: false };
};

export const schedulePage48 = () => ({ schedules: [schedule48()], count: 1, hasMore: false });

/** GET /contacts/{id}: the contact with its extra info rows (their own ids and timestamps). */
export const contactRecord48 = () => ({
  ...contact48(),
  extraInfo: [{ id: 11, name: 'CPF', value: '123.456.789-00', contactId: 45, createdAt: at, updatedAt: at }],
});

/** A chatbot option as Whaticket's ShowChatBotServices answers it: its options one level down, each with its user. */
export const chatbot48 = () => ({
  id: 7,
  name: 'Financeiro',
  greetingMessage: 'Escolha:',
  queueId: 1,
  chatbotId: null,
  isAgent: false,
  queueType: 'text',
  optQueueId: null,
  optUserId: null,
  optIntegrationId: null,
  optFileId: null,
  closeTicket: false,
  createdAt: '2024-05-02T12:00:00.000Z',
  updatedAt: '2024-05-02T12:00:00.000Z',
  user: null,
  mainChatbot: null,
  options: [
    {
      id: 8,
      name: 'Boletos',
      greetingMessage: 'Segue o link.',
      queueId: null,
      chatbotId: 7,
      isAgent: false,
      queueType: 'text',
      optQueueId: null,
      optUserId: null,
      optIntegrationId: null,
      optFileId: null,
      closeTicket: false,
      user: null,
    },
  ],
});
