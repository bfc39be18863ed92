/** The shape of one seeded company (see demoCompanies.ts). */
export interface TicketSeed {
  contact: number;
  status: 'pending' | 'open' | 'closed';
  queue: string | null;
  user: string | null;
  topic: 'support' | 'sales';
  length: number;
  tags?: string[];
}

export interface CompanySeed {
  name: string;
  email: string;
  /** Days from now until the due date. */
  dueInDays: number;
  users: {
    name: string;
    email: string;
    profile: 'admin' | 'user';
    super?: boolean;
    color: string;
    queues: string[];
  }[];
  queues: { name: string; color: string; greetingMessage: string }[];
  connection: { name: string; number: string; queues: string[]; greetingMessage: string; complationMessage: string };
  tags: { name: string; color: string; kanban: number }[];
  contacts: { count: number; numberBase: number; nameOffset: number };
  tickets: TicketSeed[];
}
