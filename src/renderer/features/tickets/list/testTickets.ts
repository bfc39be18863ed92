import { ticketSchema, type Ticket } from '@shared/api/ticket';
import type { Viewer } from '@shared/domain/visibility';
import { NO_FILTERS, type ListScope } from './filters';

/** Test data for the list logic: ana (id 3) attends queue 1; user 9 is a colleague. */
export const ANA: Viewer = { id: 3, profile: 'user', queueIds: [1] };
export const ADMIN: Viewer = { id: 1, profile: 'admin', queueIds: [1, 2] };

/** A ticket as the backend sends it, parsed like the app parses it; `minute` sets updatedAt. */
export function makeTicket(id: number, minute: number, overrides: Record<string, unknown> = {}): Ticket {
  return ticketSchema.parse({
    id,
    uuid: `uuid-${id}`,
    status: 'pending',
    queueId: 1,
    queue: { id: 1, name: 'Suporte', color: '#0091FF' },
    userId: null,
    contactId: 100 + id,
    contact: { id: 100 + id, name: `Cliente ${id}`, number: `5565999${String(id).padStart(6, '0')}` },
    lastMessage: `mensagem ${id}`,
    unreadMessages: 0,
    updatedAt: new Date(Date.UTC(2025, 0, 1, 12, minute)).toISOString(),
    tags: [],
    ...overrides,
  });
}

export const scopeOf = (viewer: Viewer, patch: Partial<ListScope> = {}): ListScope => ({
  viewer,
  filters: NO_FILTERS,
  sort: 'DESC',
  showAll: false,
  ...patch,
});
