/**
 * Scenes the desktop-layer tests set on the reference server from outside the app, for the
 * browser (tests/e2e) and the Electron suite alike, in the company of `people` (a tenant's users,
 * or the demo's on a server of the suite's own).
 */
import { asUser } from './adminApi';
import { sandboxConnection, sendInbound, uniqueNumber } from './backendClient';
import type { People } from './tenant';

/**
 * A conversation a new contact started in Suporte, handed to ana and read by the admin: it
 * starts with nothing unread, and each message the contact `writes` then counts once.
 */
export async function ticketAttendedByAna(backendUrl: string, people: People, first: string) {
  const sandbox = await sandboxConnection(backendUrl, people.admin);
  const admin = await asUser(backendUrl, people.admin);
  const name = `${first} ${Math.random().toString(36).slice(2, 7)}`;
  const number = uniqueNumber();
  const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
  const { ticketId } = await sendInbound(backendUrl, sandbox.token, { number, name, body: 'Oi', queueId: suporte.id });
  const ana = (await admin.users()).find((u) => u.email === people.ana)!;
  await admin.updateTicket(ticketId, { status: 'open', userId: ana.id, queueId: suporte.id });
  await admin.messages(ticketId);
  const ticket = await admin.ticket(ticketId);
  return {
    id: ticketId,
    uuid: ticket.uuid,
    name,
    writes: (body: string) => sendInbound(backendUrl, sandbox.token, { number, body }),
  };
}

/** A contact nobody attends yet writes in to Suporte: a ticket waiting in ana's queue. */
export async function ticketWaitingInSuporte(backendUrl: string, people: People, name: string) {
  const sandbox = await sandboxConnection(backendUrl, people.admin);
  const suporte = sandbox.queues.find((q) => q.name === 'Suporte')!;
  return sendInbound(backendUrl, sandbox.token, { number: uniqueNumber(), name, body: 'Alguém pode me atender?', queueId: suporte.id });
}
