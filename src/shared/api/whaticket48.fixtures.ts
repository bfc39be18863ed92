/**
 * Wire payloads as a Whaticket SaaS 4.8 backend sends them (CONTRACT.md), with the extra fields and
 * nulls such a backend really includes. Test data only: imported by the api schema tests.
 * Each is a function so every test gets its own copy to alter.
 */

export const contact48 = () => ({
  id: 45,
  name: 'Maria Souza',
  number: '5565999991234',
  email: '',
  profilePicUrl: 'https://pps.whatsapp.net/v/t61.24694-24/abc.jpg',
  urlPicture: 'https://api.example.com/public/company1/contacts/abc.jpeg',
  acceptAudioMessage: true,
  active: true,
  disableBot: false,
  isGroup: false,
  companyId: 1,
  channel: 'whatsapp',
  remoteJid: '5565999991234@s.whatsapp.net',
  lgpdAcceptedAt: null,
  pictureUpdated: true,
  tags: [],
  extraInfo: [],
  createdAt: '2025-02-01T12:00:00.000Z',
  updatedAt: '2025-03-05T14:59:00.000Z',
});

/** A pending ticket of GET /tickets: no queue, no user, no connection loaded. */
export const ticket48 = () => ({
  id: 123,
  uuid: '3f0c2a9e-4c61-4d8a-9a8e-1b2f3c4d5e6f',
  status: 'pending',
  unreadMessages: 2,
  lastMessage: 'Olá, bom dia!',
  isGroup: false,
  isBot: true,
  userId: null,
  contactId: 45,
  whatsappId: null,
  queueId: null,
  companyId: 1,
  channel: 'whatsapp',
  useIntegration: false,
  integrationId: null,
  typebotSessionId: null,
  typebotStatus: false,
  promptId: null,
  fromMe: false,
  amountUsedBotQueues: 0,
  amountUsedBotQueuesNPS: 0,
  lastFlowId: null,
  dataWebhook: null,
  hashFlowId: null,
  flowWebhook: false,
  isOutOfHour: false,
  isActiveDemand: false,
  imported: null,
  createdAt: '2025-03-05T14:58:00.000Z',
  updatedAt: '2025-03-05T14:59:00.000Z',
  contact: contact48(),
  queue: null,
  user: null,
  whatsapp: null,
  tags: [],
  ticketTrakings: [{ id: 9, ratingAt: null }],
});

/** An open ticket with its queue, attendant, connection and tags loaded, as a socket update carries it. */
export const openTicket48 = () => ({
  ...ticket48(),
  status: 'open',
  userId: 7,
  queueId: 2,
  whatsappId: 1,
  isBot: false,
  queue: { id: 2, name: 'Financeiro', color: '#7c7c7c', greetingMessage: 'Olá', orderQueue: 1 },
  user: { id: 7, name: 'Ana', color: null, email: 'ana@example.com', profile: 'user' },
  whatsapp: { id: 1, name: 'Comercial', groupAsTicket: 'disabled', status: 'CONNECTED', channel: 'whatsapp' },
  tags: [{ id: 3, name: 'VIP', color: '#ff0000', kanban: 0, companyId: 1 }],
});

/** A message of GET /messages/{ticketId} on SaaS 4.x: integer id. */
export const message48 = () => ({
  id: 901,
  wid: '3EB0C767D26A1D7A4D35',
  remoteJid: '5565999991234@s.whatsapp.net',
  participant: null,
  dataJson: '{"key":{"remoteJid":"5565999991234@s.whatsapp.net"}}',
  ack: 3,
  read: true,
  fromMe: true,
  body: 'Bom dia, Maria!',
  mediaUrl: null,
  mediaType: 'extendedTextMessage',
  isDeleted: false,
  isEdited: false,
  isForwarded: false,
  isPrivate: false,
  createdAt: '2025-03-05T15:00:00.000Z',
  updatedAt: '2025-03-05T15:00:02.000Z',
  quotedMsgId: null,
  ticketId: 123,
  contactId: 45,
  companyId: 1,
  queueId: 2,
  ticketTrakingId: 9,
  contact: contact48(),
  quotedMsg: null,
});

/**
 * The settings row of a 4.8.12 company (`CompaniesSettings`), as its login reply embeds it and
 * GET /companySettings/{id} answers it: switches as text, some columns real booleans, text nulls.
 * Same columns as the recorded contract-fixtures/whaticket-4.8.12/login.json (a test checks).
 */
export const settingsRow4812 = () => ({
  id: 1,
  companyId: 1,
  hoursCloseTicketsAuto: '9999999999',
  chatBotType: 'text',
  acceptCallWhatsapp: 'enabled',
  userRandom: 'enabled',
  sendGreetingMessageOneQueues: 'enabled',
  sendSignMessage: 'enabled',
  sendFarewellWaitingTicket: 'disabled',
  userRating: 'disabled',
  sendGreetingAccepted: 'enabled',
  CheckMsgIsGroup: 'enabled',
  sendQueuePosition: 'enabled',
  scheduleType: 'disabled',
  acceptAudioMessageContact: 'enabled',
  sendMsgTransfTicket: 'enabled',
  enableLGPD: 'disabled',
  requiredTag: 'disabled',
  lgpdDeleteMessage: 'disabled',
  lgpdHideNumber: 'disabled',
  lgpdConsent: 'disabled',
  lgpdLink: '',
  lgpdMessage: '',
  DirectTicketsToWallets: false,
  closeTicketOnTransfer: false,
  transferMessage: '',
  greetingAcceptedMessage: '',
  AcceptCallWhatsappMessage: '',
  sendQueuePositionMessage: '',
  showNotificationPending: false,
  informarValorVenda: false,
  motivosFinalizacao: null,
  createdAt: '2026-11-24T13:18:00.047Z',
  updatedAt: '2026-11-24T13:18:00.047Z',
});

/** The plan of GET /companies/listPlan/{id} (and inside 4.8.12's refresh reply): amount as a string. */
export const plan4812 = () => ({
  id: 1,
  name: 'Plano 1',
  amount: '100',
  useWhatsapp: true,
  useFacebook: true,
  useInstagram: true,
  useCampaigns: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: true,
  useIntegrations: true,
  useOpenAi: true,
  useKanban: true,
});

const user4812 = () => ({
  id: 1,
  name: 'Admin',
  email: 'admin@multi100.com.br',
  profile: 'admin',
  companyId: 1,
  super: true,
  queues: [{ id: 1, name: 'Suporte', color: '#1976d2', UserQueue: { userId: 1, queueId: 1 } }],
  startWork: '00:00',
  endWork: '23:59',
  allTicket: 'disable',
  whatsappId: null,
  profileImage: null,
  defaultTheme: 'light',
  defaultMenu: 'closed',
  allHistoric: 'disabled',
  allUserChat: 'disabled',
  userClosePendingTicket: 'enabled',
  showDashboard: 'disabled',
  allowGroup: false,
  allowRealTime: 'disabled',
  allowConnections: 'disabled',
});

/** POST /auth/login of 4.8.12: companieSettings an array holding the one row, no company.plan. */
export const login4812 = () => ({
  token: 'header.payload.signature',
  user: {
    ...user4812(),
    company: { id: 1, name: 'Empresa 1', dueDate: null, planId: 1, companieSettings: [settingsRow4812()] },
  },
});

/** POST /auth/refresh_token of 4.8.12: no companieSettings at all, the plan included. */
export const refresh4812 = () => ({
  token: 'header.payload.signature',
  user: { ...user4812(), tokenVersion: 0, company: { id: 1, name: 'Empresa 1', dueDate: null, plan: plan4812() } },
});
