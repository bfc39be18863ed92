import { viewerOf } from '@shared/domain/visibility';
import { fetchTickets } from '@renderer/features/tickets/api';
import { NO_FILTERS, type ListScope } from '@renderer/features/tickets/list/filters';
import { queryFor } from '@renderer/features/tickets/loaders';
import { missing, type Kit } from '../kit';

const LISTS = ['open', 'pending', 'closed'] as const;

/** The first page of each status list, with the query the inbox sends on first showing it. */
export async function ticketLists(kit: Kit): Promise<void> {
  const why = missing(kit, 'user');
  // The inbox's starting scope: the user's queues, no filter, newest first, "show all" off.
  const scope: ListScope | null = kit.user
    ? { viewer: viewerOf(kit.user), filters: NO_FILTERS, sort: 'DESC', showAll: false }
    : null;
  for (const list of LISTS) {
    const check = `GET /tickets?status=${list}, page 1 as the inbox asks for it: parses`;
    if (why || !scope) {
      kit.rec.skip(`tickets ${list}`, check, why ?? '');
      continue;
    }
    await kit.rec.check(`tickets ${list}`, check, async () => {
      const page = await fetchTickets(queryFor(list, scope, 1));
      if (list === 'pending') kit.pending = page.tickets;
      return `${page.tickets.length} of ${page.count} ticket(s)${page.hasMore ? ', more pages' : ''}`;
    });
  }
}
