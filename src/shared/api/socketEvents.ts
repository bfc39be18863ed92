import type { z } from 'zod';
import { announcementEventSchema } from './announcement';
import { chatEventSchema } from './chat';
import { companySettingEventSchema } from './companySettings';
import {
  appMessageEventSchema,
  authEventSchema,
  contactEventSchema,
  tagEventSchema,
  ticketEventSchema,
  userEventSchema,
} from './events';
import { planEventSchema } from './plan';
import { paymentEventSchema } from './invoice';
import { promptEventSchema } from './prompt';
import { fileListEventSchema } from './fileList';
import { contactListEventSchema, contactListItemEventSchema } from './contactList';
import { campaignEventSchema } from './campaign';
import { queueEventSchema } from './queue';
import { queueIntegrationEventSchema } from './queueIntegration';
import { quickMessageEventSchema } from './quickMessage';
import { scheduleEventSchema } from './schedule';
import { importMessagesEventSchema, whatsappEventSchema, whatsappSessionEventSchema } from './whatsapp';

/** One socket event of the contract: its name in a company's namespace, and its payload's schema. */
export interface SocketEvent {
  name: (companyId: number) => string;
  /** The client's tolerant schema (deployed backends send more); the server's emits must pass it. */
  schema: z.ZodType;
}

const dashed = (suffix: string) => (companyId: number) => `company-${companyId}-${suffix}`;
/** CONTRACT.md "Realtime": these few have no dash between "company" and the id. */
const dashless = (suffix: string) => (companyId: number) => `company${companyId}-${suffix}`;

/**
 * Every socket event the server emits or the client listens to, by key (CONTRACT.md "Realtime"):
 * the reference server's emitter takes the key and a payload typed by the schema, and the
 * client's `Realtime.onEvent` the key and a handler of what the schema reads. Adding an event is
 * one entry here.
 */
export const socketEvents = {
  ticket: { name: dashed('ticket'), schema: ticketEventSchema },
  appMessage: { name: dashed('appMessage'), schema: appMessageEventSchema },
  contact: { name: dashed('contact'), schema: contactEventSchema },
  user: { name: dashed('user'), schema: userEventSchema },
  auth: { name: dashed('auth'), schema: authEventSchema },
  settings: { name: dashed('settings'), schema: companySettingEventSchema },
  quickMessage: { name: dashed('quickmessage'), schema: quickMessageEventSchema },
  tag: { name: dashless('tag'), schema: tagEventSchema },
  schedule: { name: dashless('schedule'), schema: scheduleEventSchema },
  whatsapp: { name: dashed('whatsapp'), schema: whatsappEventSchema },
  whatsappSession: { name: dashed('whatsappSession'), schema: whatsappSessionEventSchema },
  queue: { name: dashed('queue'), schema: queueEventSchema },
  prompt: { name: dashed('prompt'), schema: promptEventSchema },
  queueIntegration: { name: dashed('queueIntegration'), schema: queueIntegrationEventSchema },
  /** No `company` prefix at all on the wire. */
  importMessages: { name: (companyId: number) => `importMessages-${companyId}`, schema: importMessagesEventSchema },
  /** The platform's announcements: the same name in every company's namespace. */
  announcement: { name: () => 'company-announcement', schema: announcementEventSchema },
  chat: { name: dashed('chat'), schema: chatEventSchema },
  file: { name: dashless('file'), schema: fileListEventSchema },
  /** Contact lists and their entries (CONTRACT.md: company-{id}-ContactList, -ContactListItem). */
  contactList: { name: dashed('ContactList'), schema: contactListEventSchema },
  contactListItem: { name: dashed('ContactListItem'), schema: contactListItemEventSchema },
  /** A campaign made, changed (its status as the runner moves it), or deleted (admins only). */
  campaign: { name: dashed('campaign'), schema: campaignEventSchema },
  /** The company's plan changed (reference server only; deployed backends never send it). */
  plan: { name: dashed('plan'), schema: planEventSchema },
  /** The Pix of the company's subscription was paid (`CONCLUIDA`, with the new due date). */
  payment: { name: dashed('payment'), schema: paymentEventSchema },
} as const satisfies Record<string, SocketEvent>;

export type SocketEventKey = keyof typeof socketEvents;

/** What the server may emit for an event: its schema's input. */
export type EmittedPayload<K extends SocketEventKey> = z.input<(typeof socketEvents)[K]['schema']>;

/** What a client's handler receives for an event: its schema's output. */
export type EventPayload<K extends SocketEventKey> = z.output<(typeof socketEvents)[K]['schema']>;
