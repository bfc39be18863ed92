import { ticketSchema, type Ticket } from '@shared/api/ticket';
import { userSchema, type User } from '@shared/api/user';

/** A signed-in user as the backend sends it, parsed like the app parses it. */
export function makeUser(overrides: Record<string, unknown> = {}, company: Record<string, unknown> = {}): User {
  return userSchema.parse({
    id: 3,
    name: 'Ana Atendente',
    email: 'ana@demo.local',
    profile: 'user',
    companyId: 2,
    queues: [{ id: 1, name: 'Suporte', color: '#0091FF' }],
    company: { id: 2, name: 'Outra', dueDate: '2099-01-01', plan: { useKanban: false }, ...company },
    ...overrides,
  });
}

/** An open ticket of queue 1 as the backend sends it, parsed like the app parses it (a new object each call). */
export function makeTicket(overrides: Record<string, unknown> = {}): Ticket {
  return ticketSchema.parse({
    id: 40,
    uuid: 'u-40',
    status: 'open',
    queueId: 1,
    queue: { id: 1, name: 'Suporte', color: '#0091FF' },
    userId: 3,
    contactId: 9,
    contact: { id: 9, name: 'Mariana Souza', number: '5565991000000' },
    updatedAt: '2025-01-01T12:00:00.000Z',
    ...overrides,
  });
}
