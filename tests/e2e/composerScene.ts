import { expect, type Page } from '@playwright/test';
import { sendInbound, uniqueNumber } from '../support/backendClient';
import type { HttpUser } from '../support/adminApi';
import { backendUrl } from './fixtures';
import { ConversationDriver } from './drivers/ConversationDriver';
import type { LoginDriver } from './drivers/LoginDriver';

type Sandbox = { token: string; queues: { id: number; name: string }[] };

export interface SceneTicket {
  id: number;
  uuid: string;
  name: string;
  contactId: number;
  /** The email of the ana it was handed to. */
  ana: string;
}

/** A message as GET /messages/{ticketId} gives it (the fields the composer's tests read). */
export interface StoredMessage {
  id: number;
  body: string;
  fromMe: boolean;
  isPrivate: boolean;
  mediaType: string;
  mediaUrl: string | null;
}

/**
 * A new contact writes in to Suporte and the ticket is handed to ana (`ana`: her email) over HTTP
 * (an admin may accept for another user), so each test starts in a conversation of its own that
 * ana may answer.
 */
export async function ticketForAna(sandbox: Sandbox, admin: HttpUser, ana: string, first = 'Cliente'): Promise<SceneTicket> {
  const name = `${first} ${Math.random().toString(36).slice(2, 8)}`;
  const reply = await sendInbound(backendUrl(), sandbox.token, {
    number: uniqueNumber(),
    name,
    body: 'Olá, preciso de ajuda',
    queueId: sandbox.queues.find((q) => q.name === 'Suporte')!.id,
  });
  const holder = (await admin.users()).find((u) => u.email === ana)!;
  await admin.updateTicket(reply.ticketId, { status: 'open', userId: holder.id });
  const ticket = await admin.ticket(reply.ticketId);
  return { id: ticket.id, uuid: ticket.uuid, name, contactId: ticket.contactId, ana };
}

/** Signs ana in and opens the ticket's conversation, its composer ready. */
export async function openAsAna(page: Page, login: LoginDriver, ticket: SceneTicket) {
  await login.as(ticket.ana);
  const conversation = new ConversationDriver(page);
  await conversation.open(ticket.uuid, ticket.name);
  await expect(conversation.composer()).toBeVisible();
  return conversation;
}

export async function storedMessages(admin: HttpUser, ticketId: number): Promise<StoredMessage[]> {
  const { status, body } = await admin.call<{ messages: StoredMessage[] }>('GET', `/messages/${ticketId}`);
  if (status !== 200) throw new Error(`GET /messages/${ticketId}: ${status}`);
  return body.messages;
}

/** Waits until the server holds a message of ana's matching `match`, and returns it. */
export async function sentMessage(admin: HttpUser, ticketId: number, match: (m: StoredMessage) => boolean) {
  let found: StoredMessage | undefined;
  await expect
    .poll(async () => {
      found = (await storedMessages(admin, ticketId)).find((m) => m.fromMe && match(m));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
