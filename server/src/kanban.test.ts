import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kanbanLanesSchema } from '@shared/api/kanban';
import { ticketPageSchema, type Ticket } from '@shared/api/ticket';
import { freshCompany } from './testing/freshCompany';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * The kanban board's reads (spec 2 §7 GET /tag/kanban/, GET /ticket/kanban) and its move
 * (spec 2 §4: the ticket's tags removed, then the target lane's tag added), per company and per
 * what each user may see.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

const board = async (call: (m: string, p: string) => Promise<{ status: number; body: unknown }>, query = '') => {
  const r = await call('GET', `/ticket/kanban${query}`);
  expect(r.status).toBe(200);
  return ticketPageSchema.parse(r.body);
};
const ids = (page: { tickets: Ticket[] }) => page.tickets.map((tk) => tk.id).sort((a, b) => a - b);

describe('GET /tag/kanban/ and GET /ticket/kanban', () => {
  it("lists the lanes in their order, the company's open and waiting tickets with their tags, and follows a move", async () => {
    const c = await freshCompany(t, 'demo');
    const first = (await c.call('POST', '/tags', { name: 'Proposta', kanban: 1 })).body as { id: number };
    const second = (await c.call('POST', '/tags', { name: 'Fechamento', kanban: 1 })).body as { id: number };
    await c.call('POST', '/tags', { name: 'Comum', kanban: 0 });
    const lanes = kanbanLanesSchema.parse((await c.call('GET', '/tag/kanban/')).body).lista;
    // The seeded lane ('Em negociação') first: lanes keep the order they were made in.
    expect(lanes.map((l) => l.name)).toEqual(['Em negociação', 'Proposta', 'Fechamento']);
    expect(lanes.every((l) => l.kanban === 1)).toBe(true);

    const all = await board(c.call);
    expect(all.tickets.length).toBeGreaterThan(0);
    expect(all.tickets.every((tk) => tk.status === 'open' || tk.status === 'pending')).toBe(true);
    expect(all.count).toBe(all.tickets.length);
    expect(all.hasMore).toBe(false);
    const open = ticketPageSchema.parse((await c.call('GET', '/tickets?status=open&showAll=true')).body).tickets;
    const pending = ticketPageSchema.parse((await c.call('GET', '/tickets?status=pending&showAll=true')).body).tickets;
    expect(ids(all)).toEqual(ids({ tickets: [...open, ...pending] }));

    // The move: every tag off, then the target lane's tag on; a user who sees the ticket hears each step.
    const card = all.tickets.find((tk) => tk.tags.length === 0)!;
    const socket = t.socketOf(c.companyId, c.admin.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);
    expect((await c.call('PUT', `/ticket-tags/${card.id}/${first.id}`)).status).toBe(201);
    expect((await c.call('DELETE', `/ticket-tags/${card.id}`)).status).toBe(200);
    expect((await c.call('PUT', `/ticket-tags/${card.id}/${second.id}`)).status).toBe(201);
    const moved = (await board(c.call)).tickets.find((tk) => tk.id === card.id)!;
    expect(moved.tags.map((tg) => tg.id)).toEqual([second.id]);
    await eventually(() =>
      events.find(
        (e) =>
          e.event === `company-${c.companyId}-ticket` &&
          e.payload.action === 'update' &&
          e.payload.ticket?.id === card.id &&
          e.payload.ticket.tags.length === 1 &&
          e.payload.ticket.tags[0].id === second.id,
      ),
    );
    socket.close();
  });

  it('filters by the days of creation and by queue, and refuses a malformed query with 400', async () => {
    const c = await freshCompany(t, 'demo');
    const all = await board(c.call);
    const wide = await board(c.call, `?startDate=2000-01-01&endDate=2999-12-31`);
    expect(ids(wide)).toEqual(ids(all));
    expect((await board(c.call, `?startDate=2999-01-01`)).tickets).toEqual([]);
    expect((await board(c.call, `?endDate=2000-01-01`)).tickets).toEqual([]);
    // Full ISO timestamps are cut to their day, as the ticket list's dates.
    expect((await board(c.call, `?startDate=2999-01-01T00:00:00.000Z&endDate=`)).tickets).toEqual([]);

    const queues = (await c.call('GET', '/queue')).body as { id: number; name: string }[];
    const vendas = queues.find((q) => q.name === 'Vendas')!;
    const sales = await board(c.call, `?queueIds=${encodeURIComponent(JSON.stringify([vendas.id]))}`);
    expect(sales.tickets.length).toBeGreaterThan(0);
    // Admins hold allTicket in the demo: tickets without a queue stay beside the chosen one.
    expect(sales.tickets.every((tk) => tk.queueId === vendas.id || tk.queueId === null)).toBe(true);

    for (const bad of [
      '?startDate=ontem',
      '?queueIds=1,2',
      '?startDate=2025-02-01&endDate=2025-01-01',
      '?pageNumber=0',
    ])
      expect((await c.call('GET', `/ticket/kanban${bad}`)).status, bad).toBe(400);
  });

  it('shows a user only the tickets they may see, and another company nothing', async () => {
    const c = await freshCompany(t, 'demo');
    const other = await freshCompany(t, 'other');
    const ana = await t.login(c.users.ana);
    const asAna = (m: string, p: string) => t.api(m, p, { token: ana.token });
    const mine = await board(asAna);
    const queues = (await c.call('GET', '/queue')).body as { id: number; name: string }[];
    const suporte = queues.find((q) => q.name === 'Suporte')!;
    // Ana works in Suporte: its tickets, and her own.
    expect(mine.tickets.length).toBeGreaterThan(0);
    expect(mine.tickets.every((tk) => tk.queueId === suporte.id || tk.userId === ana.user.id)).toBe(true);
    const all = await board(c.call);
    expect(mine.tickets.length).toBeLessThan(all.tickets.length);

    const theirs = await board(other.call);
    const ours = new Set(all.tickets.map((tk) => tk.id));
    expect(theirs.tickets.some((tk) => ours.has(tk.id))).toBe(false);
    const lane = (await c.call('POST', '/tags', { name: 'Só nossa raia', kanban: 1 })).body as { id: number };
    const theirLanes = kanbanLanesSchema.parse((await other.call('GET', '/tag/kanban/')).body).lista;
    expect(theirLanes.map((l) => l.id)).not.toContain(lane.id);
    // Nor may another company move our cards, or use our lane on theirs.
    const card = all.tickets[0];
    expect((await other.call('DELETE', `/ticket-tags/${card.id}`)).status).toBe(404);
    expect((await other.call('PUT', `/ticket-tags/${card.id}/${lane.id}`)).status).toBe(404);
    if (theirs.tickets[0])
      expect((await other.call('PUT', `/ticket-tags/${theirs.tickets[0].id}/${lane.id}`)).status).toBe(404);
    expect((await t.api('GET', '/ticket/kanban')).status).toBe(401);
  });

  it('refuses the board to a company whose plan has no kanban (403)', async () => {
    const made = (await t.api('POST', '/testing/tenants', { body: { like: 'demo', without: ['useKanban'] } })).body as {
      users: Record<string, string>;
    };
    const admin = await t.login(made.users.admin);
    for (const path of ['/tag/kanban/', '/ticket/kanban'])
      expect((await t.api('GET', path, { token: admin.token })).body, path).toEqual({ error: 'ERR_NO_PERMISSION' });
  });
});
