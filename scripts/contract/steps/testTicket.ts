import { fetchTicketById } from '@renderer/features/tickets/api';
import { missing, type Kit } from '../kit';
import { fail } from '../recorder';
import { sandboxTicket } from './sandboxTicket';

/** The pending ticket the flow accepts, transfers and resolves: --ticket, else a sandbox one, else the first pending. */
export async function testTicket(kit: Kit): Promise<void> {
  const check = 'a pending ticket to work on: --ticket ID, else one made in the sandbox, else the first pending';
  const why = missing(kit, 'user');
  if (why) return kit.rec.skip('test ticket', check, why);
  await kit.rec.check('test ticket', check, async () => {
    const chosen = kit.options.ticketId;
    if (chosen !== undefined) {
      const ticket = await fetchTicketById(chosen);
      if (ticket.status !== 'pending') fail(`ticket ${chosen} is ${ticket.status}; the kit needs a pending one`);
      kit.ticket = ticket;
      return `ticket ${chosen} (--ticket)`;
    }
    const created = await sandboxTicket(kit);
    if (created !== null) {
      kit.ticket = await fetchTicketById(created);
      return `ticket ${created}, made through the backend's sandbox channel`;
    }
    const first = kit.pending[0];
    if (!first) fail("no pending ticket in the user's queues: pass --ticket ID");
    kit.ticket = first;
    return `ticket ${first.id}, the first pending one (--ticket ID chooses another)`;
  });
}
