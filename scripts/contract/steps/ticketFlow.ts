import type { Ticket } from '@shared/api/ticket';
import { acceptedStatus, transitionPayload } from '@shared/domain/transitions';
import { fetchMessages } from '@renderer/features/messages/api';
import { fetchTicketById, updateTicket } from '@renderer/features/tickets/api';
import { missing, type Kit } from '../kit';
import { fail } from '../recorder';

/** Reads the ticket again and fails unless it is as the transition should have left it. */
async function expectTicket(kit: Kit, want: Partial<Pick<Ticket, 'status' | 'userId' | 'queueId'>>): Promise<Ticket> {
  const ticket = await fetchTicketById(kit.ticket!.id);
  kit.ticket = ticket;
  const wrong = (Object.keys(want) as (keyof typeof want)[]).filter((key) => ticket[key] !== want[key]);
  if (wrong.length) {
    const seen = wrong.map((key) => `${key} ${ticket[key]} (expected ${want[key]})`).join(', ');
    fail(`the backend answered, but ticket ${ticket.id} reads ${seen}`);
  }
  return ticket;
}

export async function messages(kit: Kit): Promise<void> {
  const check =
    "GET /messages/{ticketId}, page 1 as the conversation opens: parses (it also marks the ticket's messages read)";
  const why = missing(kit, 'user', 'ticket');
  if (why) return kit.rec.skip('messages', check, why);
  await kit.rec.check('messages', check, async () => {
    const page = await fetchMessages(kit.ticket!.id, 1);
    return `${page.messages.length} of ${page.count} message(s)`;
  });
}

/** Accept as the conversation header does; a ticket without a queue takes the user's first (the queue dialog's choice). */
export async function accept(kit: Kit): Promise<void> {
  const check = 'PUT /tickets/{id} accept (spec 1 §4): the ticket reads open, held by the user';
  const why = missing(kit, 'user', 'ticket');
  if (why) return kit.rec.skip('accept', check, why);
  const user = kit.user!;
  await kit.rec.check('accept', check, async () => {
    const ticket = kit.ticket!;
    const queueId = ticket.queueId === null ? user.queues[0]?.id : undefined;
    await updateTicket(ticket.id, transitionPayload('accept', ticket, { currentUserId: user.id, queueId }));
    // Held from here on, whatever the reply: if it says otherwise the run still hands it back.
    kit.holding = true;
    await expectTicket(kit, { status: acceptedStatus(ticket), userId: user.id });
    return `ticket ${ticket.id} held by user ${user.id}`;
  });
}

/** Transfer to a queue of the user's (another than the ticket's when there is one), keeping it, so it can be resolved. */
export async function transfer(kit: Kit): Promise<void> {
  const check = "PUT /tickets/{id} transfer to one of the user's queues: the ticket reads in that queue, still held";
  const why = missing(kit, 'user', 'ticket', 'holding');
  if (why) return kit.rec.skip('transfer', check, why);
  const user = kit.user!;
  await kit.rec.check('transfer', check, async () => {
    const ticket = kit.ticket!;
    const queue = user.queues.find((q) => q.id !== ticket.queueId) ?? user.queues[0];
    if (!queue) fail('the user has no queue to transfer to');
    const input = { currentUserId: user.id, transferUserId: user.id, queueId: queue.id, msgTransfer: '' };
    await updateTicket(ticket.id, transitionPayload('transfer', ticket, input));
    await expectTicket(kit, { status: acceptedStatus(ticket), userId: user.id, queueId: queue.id });
    return `to queue ${queue.name}`;
  });
}

export async function resolve(kit: Kit): Promise<void> {
  const check = 'PUT /tickets/{id} resolve, without the farewell message: the ticket reads closed';
  const why = missing(kit, 'user', 'ticket', 'holding');
  if (why) return kit.rec.skip('resolve', check, why);
  const user = kit.user!;
  await kit.rec.check('resolve', check, async () => {
    const ticket = kit.ticket!;
    await updateTicket(
      ticket.id,
      transitionPayload('resolve', ticket, { currentUserId: user.id, sendFarewellMessage: false }),
    );
    await expectTicket(kit, { status: 'closed' });
    kit.holding = false;
    return `ticket ${ticket.id} closed`;
  });
}

/** Only when resolving failed: the ticket the kit accepted goes back to the queue, as it was found. */
export async function handBack(kit: Kit): Promise<void> {
  if (!kit.holding || !kit.ticket || !kit.user) return;
  const check = 'cleanup: the ticket the kit accepted goes back to pending (PUT /tickets/{id} return)';
  await kit.rec.check('return', check, async () => {
    await updateTicket(kit.ticket!.id, transitionPayload('return', kit.ticket!, { currentUserId: kit.user!.id }));
    kit.holding = false;
    await expectTicket(kit, { status: 'pending', userId: null });
    return `ticket ${kit.ticket!.id} pending again`;
  });
}
