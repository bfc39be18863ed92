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
