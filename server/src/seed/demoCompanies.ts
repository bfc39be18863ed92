import type { CompanySeed, TicketSeed } from './companySeed';

const t = (
  contact: number,
  status: TicketSeed['status'],
  queue: string | null,
  user: string | null,
  length: number,
  tags?: string[],
): TicketSeed => ({
  contact,
  status,
  queue,
  user,
  topic: queue === 'Vendas' ? 'sales' : 'support',
  length,
  tags,
});

const ana = 'ana@demo.local';
const bruno = 'bruno@demo.local';
const admin = 'admin@demo.local';

/** Company 1: the demo the client talks to out of the box (never expires, spec 1 §9). */
export const DEMO_COMPANY: CompanySeed = {
  name: 'Balcão Demo',
  email: 'contato@demo.local',
  dueInDays: 365 * 100,
  users: [
    {
      name: 'Super Usuário',
      email: 'super@demo.local',
      profile: 'admin',
      super: true,
      color: '#7C3AED',
      queues: ['Suporte', 'Vendas'],
    },
    { name: 'Administrador', email: admin, profile: 'admin', color: '#0F766E', queues: ['Suporte', 'Vendas'] },
    { name: 'Ana Atendente', email: ana, profile: 'user', color: '#DB2777', queues: ['Suporte'] },
    { name: 'Bruno Vendedor', email: bruno, profile: 'user', color: '#EA580C', queues: ['Vendas'] },
  ],
  queues: [
    { name: 'Suporte', color: '#0091FF', greetingMessage: 'Você está na fila de Suporte, já vamos te atender.' },
    { name: 'Vendas', color: '#16A34A', greetingMessage: 'Você está na fila de Vendas, já vamos te atender.' },
  ],
  connection: {
    name: 'WhatsApp Demo',
    number: '5565999990000',
    queues: ['Suporte', 'Vendas'],
    greetingMessage: 'Olá! Com qual setor você quer falar? Responda com o número:',
    complationMessage: 'Atendimento encerrado. Obrigado pelo contato!',
  },
  tags: [
    { name: 'VIP', color: '#F59E0B', kanban: 0 },
    { name: 'Orçamento', color: '#8B5CF6', kanban: 0 },
    { name: 'Urgente', color: '#EF4444', kanban: 0 },
    { name: 'Em negociação', color: '#0EA5E9', kanban: 1 },
  ],
  contacts: { count: 30, numberBase: 9100_0000, nameOffset: 0 },
  tickets: [
    // pending: waiting in the queues (one without queue, seen only with allTicket)
    t(0, 'pending', 'Suporte', null, 3, ['Urgente']),
    t(1, 'pending', 'Suporte', null, 1),
    t(2, 'pending', 'Suporte', null, 5),
    t(3, 'pending', 'Suporte', null, 2),
    t(4, 'pending', 'Vendas', null, 4, ['Orçamento']),
    t(5, 'pending', 'Vendas', null, 2),
    t(6, 'pending', 'Vendas', null, 1),
    t(7, 'pending', null, null, 2),
    // open: assigned
    t(8, 'open', 'Suporte', ana, 45, ['VIP']),
    t(9, 'open', 'Suporte', ana, 12),
    t(10, 'open', 'Suporte', ana, 6),
    t(11, 'open', 'Suporte', ana, 22),
    t(12, 'open', 'Vendas', bruno, 25, ['Orçamento', 'Em negociação']),
    t(13, 'open', 'Vendas', bruno, 8),
    t(14, 'open', 'Vendas', bruno, 14, ['VIP']),
    t(15, 'open', 'Vendas', bruno, 4),
    t(16, 'open', 'Suporte', admin, 7),
    // closed
    t(17, 'closed', 'Suporte', ana, 10),
    t(18, 'closed', 'Suporte', ana, 6),
    t(19, 'closed', 'Vendas', bruno, 9),
    t(20, 'closed', 'Vendas', bruno, 16),
    t(21, 'closed', 'Suporte', admin, 5),
    t(22, 'closed', 'Vendas', admin, 4),
    t(23, 'closed', 'Suporte', ana, 8),
    t(24, 'closed', 'Vendas', bruno, 3),
  ],
};

/** Company 2: another tenant, to prove isolation. */
export const OTHER_COMPANY: CompanySeed = {
  name: 'Outra Empresa',
  email: 'contato@outra.local',
  dueInDays: 365,
  users: [
    { name: 'Admin Outra', email: 'admin@outra.local', profile: 'admin', color: '#1D4ED8', queues: ['Atendimento'] },
  ],
  queues: [{ name: 'Atendimento', color: '#0091FF', greetingMessage: 'Bem-vindo à Outra Empresa.' }],
  connection: {
    name: 'Outra WhatsApp',
    number: '5511988880000',
    queues: ['Atendimento'],
    greetingMessage: 'Olá! Em que podemos ajudar?',
    complationMessage: 'Obrigado por falar com a Outra Empresa.',
  },
  tags: [{ name: 'Cliente antigo', color: '#22C55E', kanban: 0 }],
  contacts: { count: 5, numberBase: 9300_0000, nameOffset: 10 },
  tickets: [
    t(0, 'pending', 'Atendimento', null, 3),
    t(1, 'pending', 'Atendimento', null, 2),
    t(2, 'open', 'Atendimento', 'admin@outra.local', 6),
  ],
};
