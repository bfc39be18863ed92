import { contact48, message48, openTicket48 } from './whaticket48.fixtures';
import {
  connection48,
  fileList48,
  queue48,
  quickMessage48,
  schedule48,
  tag48,
  userRecord48,
} from './whaticket48.lists.fixtures';

/**
 * Socket payloads as a Whaticket SaaS 4.8 backend emits them to the whole company namespace
 * (CONTRACT.md "Realtime"): every event `{action, …}`, deletes carrying only an id. Test data only.
 */

export const ticketUpdate48 = () => ({ action: 'update', ticket: openTicket48() });
export const ticketDelete48 = () => ({ action: 'delete', ticketId: 123 });
export const ticketUnread48 = () => ({ action: 'updateUnread', ticketId: 123 });

export const messageCreate48 = () => ({
  action: 'create',
  message: message48(),
  ticket: openTicket48(),
  contact: contact48(),
});
/** An ack or an edit. */
export const messageUpdate48 = () => ({ action: 'update', message: { ...message48(), ack: 4 } });
export const messageDelete48 = () => ({ action: 'delete', message: { ...message48(), isDeleted: true } });

export const contactUpdate48 = () => ({ action: 'update', contact: contact48() });
export const contactDelete48 = () => ({ action: 'delete', contactId: 45 });

/** `company-{id}-auth` on each login: the deployed backend even puts the user's token in it. */
export const authUpdate48 = () => ({
  action: 'update',
  user: { id: 1, email: 'admin@multi100.com.br', companyId: 1, token: 'header.payload.signature' },
});

export const userUpdate48 = () => ({ action: 'update', user: userRecord48() });
export const userDelete48 = () => ({ action: 'delete', userId: 1 });

/** `company{id}-tag` (no dash). */
export const tagCreate48 = () => ({ action: 'create', tag: tag48() });
export const tagDelete48 = () => ({ action: 'delete', tagId: 3 });

/** `company-{id}-quickmessage`: the CRUD shape `{action, record}`, a delete with the id only. */
export const quickMessageCreate48 = () => ({ action: 'create', record: quickMessage48() });
export const quickMessageDelete48 = () => ({ action: 'delete', id: 5 });

/** `company{id}-schedule` (no dash). */
export const scheduleUpdate48 = () => ({ action: 'update', schedule: schedule48() });
export const scheduleDelete48 = () => ({ action: 'delete', scheduleId: 8 });

/** `company-{id}-settings` from PUT /settings/{key}: the whole Settings row under `setting`. */
export const settingUpdate48 = () => ({
  action: 'update',
  setting: {
    id: 12,
    key: 'userRating',
    value: 'enabled',
    companyId: 1,
    createdAt: '2026-11-24T13:18:00.047Z',
    updatedAt: '2026-11-24T13:20:00.000Z',
  },
});

/*
 * Events the client does not read yet (their schema reads only the action), written from
 * CONTRACT.md "Realtime" so the map's every key has a payload of the deployed shape.
 */
export const whatsappUpdate48 = () => ({ action: 'update', whatsapp: connection48() });
export const whatsappDelete48 = () => ({ action: 'delete', whatsappId: 1 });
/** `company-{id}-whatsappSession`: the connection with its session status and QR code. */
export const whatsappSession48 = () => ({
  action: 'update',
  session: { ...connection48(), status: 'qrcode', qrcode: '2@ZmFrZSBxciBjb2Rl,aGVsbG8=,d29ybGQ=' },
});
/** `importMessages-{id}`: an old-message import's progress (-1 while preparing), then `refresh`. */
export const importProgress48 = () => ({
  action: 'update',
  status: { this: 120, all: 480, date: '2026-05-04T12:00:00.000Z' },
});
export const importPreparing48 = () => ({ action: 'update', status: { this: -1, all: -1 } });
export const importRefresh48 = () => ({ action: 'refresh' });
/** CRUD events `{action, record}`: queues, internal chat, files (`company{id}-file`, no dash). */
export const queueUpdate48 = () => ({ action: 'update', record: queue48() });
/** Whaticket-family code deletes a queue as `{action, queueId}`. */
export const queueDelete48 = () => ({ action: 'delete', queueId: 2 });
/** A chat as 4.8's ChatController emits it (owner and members with their users). */
const chat48 = (unreadsOfBruno: number) => ({
  id: 4,
  title: 'Equipe',
  uuid: 'c1a7e4f0-9a51-4b5e-8f6d-2d7a3c9e1b42',
  ownerId: 1,
  lastMessage: 'Bom dia!',
  companyId: 1,
  createdAt: '2025-03-05T12:00:00.000Z',
  updatedAt: '2025-03-05T12:01:00.000Z',
  owner: { id: 1, name: 'Admin', email: 'admin@admin.com' },
  users: [
    { id: 7, chatId: 4, userId: 1, unreads: 0, user: { id: 1, name: 'Admin', email: 'admin@admin.com' } },
    { id: 8, chatId: 4, userId: 2, unreads: unreadsOfBruno, user: { id: 2, name: 'Bruno', email: 'bruno@x.com' } },
  ],
});
/** Whaticket-family code names the record `fileList` (not `record`) and deletes by `fileId`. */
export const fileCreate48 = () => ({ action: 'create', fileList: fileList48() });
export const chatCreate48 = () => ({ action: 'create', record: chat48(0) });
/** saveMessage: the message (with its sender) and the chat with the new unread counts. */
export const chatNewMessage48 = () => ({
  action: 'new-message',
  newMessage: {
    id: 31,
    chatId: 4,
    senderId: 1,
    message: 'Bom dia!',
    mediaPath: null,
    mediaName: null,
    createdAt: '2025-03-05T12:01:00.000Z',
    updatedAt: '2025-03-05T12:01:00.000Z',
    sender: { id: 1, name: 'Admin', email: 'admin@admin.com' },
    chat: { id: 4, title: 'Equipe' },
  },
  chat: chat48(1),
});
/** checkAsRead: the chat after a member read it. */
export const chatUpdate48 = () => ({ action: 'update', chat: chat48(0) });
export const chatDelete48 = () => ({ action: 'delete', id: 4 });
export const fileDelete48 = () => ({ action: 'delete', fileId: 6 });
