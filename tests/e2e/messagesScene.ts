import { expect, type Page } from '@playwright/test';
import { sendInbound, uniqueNumber, type InboundMessage } from '../support/backendClient';
import type { HttpUser } from '../support/adminApi';
import { backendUrl } from './fixtures';
import { ConversationDriver } from './drivers/ConversationDriver';
import type { LoginDriver } from './drivers/LoginDriver';

type Sandbox = { token: string; queues: { id: number; name: string }[] };

/** A message as GET /messages/{ticketId} gives it (the fields these tests read). */
export interface ServerMessage {
  id: number;
  body: string;
  fromMe: boolean;
  isEdited: boolean;
  isDeleted: boolean;
  isForwarded: boolean;
  mediaType: string;
  userId: number | null;
  createdAt: string;
  clientId: string | null;
  quotedMsg: { id: number; body: string } | null;
}

/** A contact of its own writing in, its conversation handed to ana, and a way to write again. */
export interface Scene {
  id: number;
  uuid: string;
  name: string;
  number: string;
  /** The email of the ana it was handed to. */
  ana: string;
  /** The contact sends another message (text, or any sandbox kind) into this conversation. */
  inbound(message: Omit<InboundMessage, 'number' | 'name'>): Promise<{ messageId: number }>;
}

/** (`ana`: her email; `server`: a test's own reference server instead of the shared one.) */
export async function sceneForAna(
  sandbox: Sandbox,
  admin: HttpUser,
  ana: string,
  first = 'Cliente',
  body = 'Olá, preciso de ajuda',
  server = backendUrl(),
): Promise<Scene> {
  const name = `${first} ${Math.random().toString(36).slice(2, 8)}`;
  const number = uniqueNumber();
  const queueId = sandbox.queues.find((q) => q.name === 'Suporte')!.id;
  const reply = await sendInbound(server, sandbox.token, { number, name, body, queueId });
  const holder = (await admin.users()).find((u) => u.email === ana)!;
  await admin.updateTicket(reply.ticketId, { status: 'open', userId: holder.id });
  const ticket = await admin.ticket(reply.ticketId);
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    name,
    number,
    ana,
    inbound: (message) => sendInbound(server, sandbox.token, { number, name, queueId, ...message }),
  };
}

/** Signs ana in and opens the conversation. */
export async function openAsAna(page: Page, login: LoginDriver, scene: { uuid: string; name: string; ana: string }) {
  await login.as(scene.ana);
  const conversation = new ConversationDriver(page);
  await conversation.open(scene.uuid, scene.name);
  return conversation;
}

/** Every message of a ticket as the server holds it, oldest first (all pages). Reading marks the ticket read. */
export async function serverMessages(admin: HttpUser, ticketId: number): Promise<ServerMessage[]> {
  const all: ServerMessage[] = [];
  for (let page = 1; page < 50; page++) {
    const { status, body } = await admin.call<{ messages: ServerMessage[]; hasMore: boolean }>('GET', `/messages/${ticketId}?pageNumber=${page}`);
    if (status !== 200) throw new Error(`GET /messages/${ticketId}: ${status}`);
    all.unshift(...body.messages);
    if (!body.hasMore) break;
  }
  return all;
}

/** Waits until the server holds exactly `count` of ana's messages ending with `text` (a retried send must not make two). */
export async function expectStoredTimes(admin: HttpUser, ticketId: number, text: string, count: number) {
  await expect
    .poll(async () => (await serverMessages(admin, ticketId)).filter((m) => m.fromMe && m.body.endsWith(text)).length, { timeout: 20_000 })
    .toBe(count);
}
