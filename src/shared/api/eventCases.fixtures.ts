import type { ReplyCase } from './replyCases.fixtures';
import * as e from './whaticket48.events.fixtures';

/**
 * The socket event schemas against payloads written from CONTRACT.md "Realtime" in the shape a
 * Whaticket 4.8 backend emits, one per action (replySchemas.test.ts runs them).
 */
export const writtenEventCases: ReplyCase[] = [
  {
    schema: 'companySettingEventSchema',
    reply: 'company-1-settings update',
    payload: e.settingUpdate48,
    reads: { action: 'update', setting: { key: 'userRating', value: 'enabled' } },
  },
  {
    schema: 'ticketEventSchema',
    reply: 'company-1-ticket update',
    payload: e.ticketUpdate48,
    reads: { action: 'update', ticket: { id: 123, status: 'open' } },
  },
  {
    schema: 'ticketEventSchema',
    reply: 'company-1-ticket delete',
    payload: e.ticketDelete48,
    reads: { action: 'delete', ticketId: 123 },
  },
  {
    schema: 'ticketEventSchema',
    reply: 'company-1-ticket updateUnread',
    payload: e.ticketUnread48,
    reads: { action: 'updateUnread', ticketId: 123 },
  },
  {
    schema: 'appMessageEventSchema',
    reply: 'company-1-appMessage create',
    payload: e.messageCreate48,
    reads: { action: 'create', message: { id: 901 }, ticket: { id: 123 }, contact: { id: 45 } },
  },
  {
    schema: 'appMessageEventSchema',
    reply: 'company-1-appMessage update (ack)',
    payload: e.messageUpdate48,
    reads: { action: 'update', message: { id: 901, ack: 4 } },
  },
  {
    schema: 'appMessageEventSchema',
    reply: 'company-1-appMessage delete',
    payload: e.messageDelete48,
    reads: { action: 'delete', message: { id: 901, ticketId: 123 } },
  },
  {
    schema: 'contactEventSchema',
    reply: 'company-1-contact update',
    payload: e.contactUpdate48,
    reads: { action: 'update', contact: { id: 45 } },
  },
  {
    schema: 'contactEventSchema',
    reply: 'company-1-contact delete',
    payload: e.contactDelete48,
    reads: { action: 'delete', contactId: 45 },
  },
  {
    schema: 'authEventSchema',
    reply: 'company-1-auth on a login',
    payload: e.authUpdate48,
    reads: { action: 'update', user: { id: 1 } },
  },
  {
    schema: 'userEventSchema',
    reply: 'company-1-user update',
    payload: e.userUpdate48,
    reads: { action: 'update', user: { id: 1 } },
  },
  {
    schema: 'userEventSchema',
    reply: 'company-1-user delete',
    payload: e.userDelete48,
    reads: { action: 'delete', userId: 1 },
  },
  {
    schema: 'tagEventSchema',
    reply: 'company1-tag create',
    payload: e.tagCreate48,
    reads: { action: 'create', tag: { id: 3, kanban: 1 } },
  },
  {
    schema: 'tagEventSchema',
    reply: 'company1-tag delete',
    payload: e.tagDelete48,
    reads: { action: 'delete', tagId: 3 },
  },
  {
    schema: 'quickMessageEventSchema',
    reply: 'company-1-quickmessage create',
    payload: e.quickMessageCreate48,
    reads: { action: 'create', record: { id: 5, shortcode: 'bomdia' } },
  },
  {
    schema: 'quickMessageEventSchema',
    reply: 'company-1-quickmessage delete',
    payload: e.quickMessageDelete48,
    reads: { action: 'delete', id: 5 },
  },
  {
    schema: 'scheduleEventSchema',
    reply: 'company1-schedule update',
    payload: e.scheduleUpdate48,
    reads: { action: 'update', schedule: { id: 8, status: 'PENDENTE' } },
  },
  {
    schema: 'scheduleEventSchema',
    reply: 'company1-schedule delete',
    payload: e.scheduleDelete48,
    reads: { action: 'delete', scheduleId: 8 },
  },
];
