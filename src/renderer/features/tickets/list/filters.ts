import type { Ticket, TicketStatus } from '@shared/api/ticket';
import { canSeeTicketsWithoutQueue, canShowAllPending, searchShowAll } from '@shared/domain/permissions';
import { ticketInList, type TicketListName, type Viewer } from '@shared/domain/visibility';

export type SortOrder = 'ASC' | 'DESC';

/**
 * The user's choices in the left panel. As in Whaticket, the search text and the tag, user,
 * connection and status filters feed the search tab ("Busca"); the queue filter narrows every list.
 */
export interface TicketFilters {
  searchParam: string;
  tags: readonly number[];
  users: readonly number[];
  whatsapps: readonly number[];
  statuses: readonly TicketStatus[];
  /** Selected queues; null means all of the user's queues (the default). */
  queueIds: readonly number[] | null;
}

export const NO_FILTERS: TicketFilters = { searchParam: '', tags: [], users: [], whatsapps: [], statuses: [], queueIds: null };

/** Everything the server query of a list (and the live placement of a ticket in it) depends on. */
export interface ListScope {
  viewer: Viewer | null;
  filters: TicketFilters;
  sort: SortOrder;
  /** The admin "show all" toggle of the open tab (tickets-manager:showall). */
  showAll: boolean;
}

/** The filters that narrow only the search tab. */
export const SEARCH_FILTER_KEYS = ['searchParam', 'tags', 'users', 'whatsapps', 'statuses'] as const;

export function searchFilterCount(filters: TicketFilters): number {
  return filters.tags.length + filters.users.length + filters.whatsapps.length + filters.statuses.length;
}

/** showAll as sent for a list: the toggle for the status tabs; the search tab's all results are admins' only (spec 1 §6). */
export function showAllFor(list: TicketListName, scope: ListScope): boolean {
  if (!scope.viewer) return false;
  if (list === 'search') return searchShowAll(scope.viewer);
  return scope.showAll && canShowAllPending(scope.viewer);
}

/** The queues a list query sends: the selection, or all of the user's queues. */
export function selectedQueues(scope: ListScope): readonly number[] {
  return scope.filters.queueIds ?? scope.viewer?.queueIds ?? [];
}

function inQueues(ticket: Ticket, queueIds: readonly number[], viewer: Viewer): boolean {
  if (queueIds.length === 0) return true;
  if (ticket.queueId === null) return canSeeTicketsWithoutQueue(viewer);
  return queueIds.includes(ticket.queueId);
}

const some = <T>(wanted: readonly T[], value: T | null) => wanted.length === 0 || (value !== null && wanted.includes(value));

/**
 * Whether a ticket belongs in a list under the current scope, as far as the client can tell:
 * visibility and tab rules (shared), the queue filter, and for the search tab the tag, user,
 * connection and status filters. The search text is matched apart (see textMatches).
 */
export function fitsList(ticket: Ticket, list: TicketListName, scope: ListScope): boolean {
  const { viewer, filters } = scope;
  if (!viewer) return false;
  if (!ticketInList(ticket, list, viewer, showAllFor(list, scope))) return false;
  if (!inQueues(ticket, selectedQueues(scope), viewer)) return false;
  if (list !== 'search') return true;
  if (!some(filters.statuses, ticket.status)) return false;
  if (!some(filters.users, ticket.userId)) return false;
  if (!some(filters.whatsapps, ticket.whatsappId)) return false;
  if (filters.tags.length > 0 && !ticket.tags.some((tag) => filters.tags.includes(tag.id))) return false;
  return true;
}

/**
 * Whether a ticket the server has not listed matches the search text: contact name, number (when
 * the text is a number) or the last message (or the text of the message that just arrived). The
 * server also searches the whole history; what it returned stays listed.
 */
export function textMatches(ticket: Ticket, term: string, extra?: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [ticket.contact.name, ticket.lastMessage ?? '', extra ?? ''].join('\n').toLowerCase();
  if (haystack.includes(needle)) return true;
  // A number is looked up by its digits ('(65) 99999' finds 5565999990000); a word with letters is not a number.
  if (/[a-z]/i.test(needle)) return false;
  const digits = needle.replace(/\D/g, '');
  return digits.length > 0 && ticket.contact.number.includes(digits);
}
