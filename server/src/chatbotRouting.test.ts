import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsapps } from './db/schema';
import { freshCompany } from './testing/freshCompany';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * The chatbot on inbound sandbox messages (spec 2 §2-§4, issue 12): a new contact on a
 * connection with several queues gets the greeting and the queues numbered, a digit picks the
 * queue, then the queue's options and sub-options; a wrong answer repeats the menu up to
 * maxUseBotQueues; outside the hours the out-of-hours message answers; a connection with one
 * queue queues directly. Each test has a company of its own.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

let seq = 0;
const freshNumber = () => `5565977${String(100_000 + (seq += 1)).padStart(6, '0')}`;

interface Msg {
  body: string;
  fromMe: boolean;
  userId: number | null;
}

async function company(like: 'demo' | 'other' = 'demo') {
  const { admin, call, ...made } = await freshCompany(t, like);
  const [connection] = (await call('GET', '/whatsapp')).body as { id: number; token: string }[];
  const queues = (await call('GET', '/queue')).body as {
    id: number;
    name: string;
    color: string;
    greetingMessage: string;
  }[];
  const queue = (name: string) => queues.find((q) => q.name === name)!;
  const number = freshNumber();
  /** The customer writes; answers the ticket's id. */
  const writes = async (body: string) => {
    const r = await t.api('POST', '/sandbox/inbound', {
      token: connection.token,
      body: { number, name: 'Cliente Bot', body },
    });
    expect(r.status, r.text).toBe(201);
    return r.body.ticketId as number;
  };
  const ticket = async (id: number) => (await call('GET', `/tickets/${id}`)).body;
  const botMessages = async (id: number) =>
    ((await call('GET', `/messages/${id}`)).body.messages as Msg[]).filter((m) => m.fromMe).map((m) => m.body);
  /** The number the last bot menu gives an option. */
  const numberOf = async (id: number, name: string) => {
    const last = (await botMessages(id)).at(-1) ?? '';
    const line = last.split('\n').find((l) => l.endsWith(`- ${name}`));
    if (!line) throw new Error(`no option ${name} in: ${last}`);
    return line.match(/\[ (\d+) \]/)![1];
  };
  const setting = (column: string, data: string) => call('PUT', '/companySettings', { column, data });
  return { ...made, admin, call, connection, queue, writes, ticket, botMessages, numberOf, setting };
}

describe('the chatbot routes a new contact', () => {
  it('greets with the queues numbered; the digit sent picks the queue, seen by its members only', async () => {
    const c = await company();
    const ana = await t.login(c.users.ana); // Suporte
    const bruno = await t.login(c.users.bruno); // Vendas
    const brunoSocket = t.socketOf(c.companyId, bruno.token);
    const brunoEvents = recordEvents(brunoSocket);
    await eventually(() => brunoSocket.connected);

    const id = await c.writes('Oi, boa tarde');
    const [menu] = await c.botMessages(id);
    expect(menu).toContain('*[ 1 ]* - ');
    expect(menu).toMatch(/- Suporte/);
    expect(menu).toMatch(/- Vendas/);
    expect(await c.ticket(id)).toMatchObject({ status: 'pending', queueId: null, isBot: true });

    expect(await c.writes(await c.numberOf(id, 'Vendas'))).toBe(id);
    expect(await c.ticket(id)).toMatchObject({ queueId: c.queue('Vendas').id, status: 'pending' });
    // The queue's greeting follows (Vendas has no options: the bot is done).
    expect((await c.botMessages(id)).at(-1)).toBe(c.queue('Vendas').greetingMessage);
    expect((await c.ticket(id)).isBot).toBe(false);
    const logs = (await c.call('GET', `/tickets-log/${id}`)).body as { type: string; queueId: number | null }[];
    expect(logs).toContainEqual(expect.objectContaining({ type: 'chatBot', queueId: c.queue('Vendas').id }));

    expect((await t.api('GET', `/tickets/${id}`, { token: bruno.token })).status).toBe(200);
    expect((await t.api('GET', `/tickets/${id}`, { token: ana.token })).status).toBe(403);
    await eventually(() =>
      brunoEvents.find(
        (e) =>
          e.event === `company-${c.companyId}-ticket` &&
          e.payload.ticket?.id === id &&
          e.payload.ticket.queueId === c.queue('Vendas').id,
      ),
    );
    // Bot messages are the company's, from nobody.
    const all = (await c.call('GET', `/messages/${id}`)).body.messages as Msg[];
    expect(all.filter((m) => m.fromMe).every((m) => m.userId === null)).toBe(true);
    brunoSocket.close();
  });

  it('walks a queue’s nested options: a sub-menu, an answer, a move to another queue', async () => {
    const c = await company();
    const vendas = c.queue('Vendas');
    const suporte = c.queue('Suporte');
    const put = await c.call('PUT', `/queue/${vendas.id}`, {
      name: vendas.name,
      color: vendas.color,
      greetingMessage: 'Vendas: escolha uma opção',
      chatbots: [
        {
          name: 'Planos',
          greetingMessage: 'Qual plano?',
          options: [
            { name: 'Anual', greetingMessage: 'O plano anual custa R$ 100.' },
            { name: 'Mensal', greetingMessage: 'O plano mensal custa R$ 10.', closeTicket: true },
          ],
        },
        {
          name: 'Falar com o suporte',
          greetingMessage: 'Vou te passar para o suporte.',
          queueType: 'queue',
          optQueueId: suporte.id,
        },
      ],
    });
    expect(put.status, put.text).toBe(200);

    const id = await c.writes('Olá');
    await c.writes(await c.numberOf(id, 'Vendas'));
    expect((await c.botMessages(id)).at(-1)).toBe(
      'Vendas: escolha uma opção\n\n*[ 1 ]* - Planos\n*[ 2 ]* - Falar com o suporte',
    );
    expect(await c.ticket(id)).toMatchObject({ queueId: vendas.id, isBot: true });
    await c.writes('1');
    expect((await c.botMessages(id)).at(-1)).toBe('Qual plano?\n\n*[ 1 ]* - Anual\n*[ 2 ]* - Mensal');
    await c.writes('1');
    expect((await c.botMessages(id)).at(-1)).toBe('O plano anual custa R$ 100.');
    expect(await c.ticket(id)).toMatchObject({ queueId: vendas.id, isBot: false, status: 'pending' });

    // Another customer asks for support: the option moves the ticket to that queue.
    const number2 = freshNumber();
    const write2 = async (body: string) =>
      (await t.api('POST', '/sandbox/inbound', { token: c.connection.token, body: { number: number2, body } })).body
        .ticketId as number;
    const id2 = await write2('Oi');
    await write2(await c.numberOf(id2, 'Vendas'));
    await write2('2');
    expect(await c.ticket(id2)).toMatchObject({ queueId: suporte.id, isBot: false });
    expect((await c.botMessages(id2)).at(-1)).toBe('Vou te passar para o suporte.');

    // An option that closes the ticket does so after its answer.
    const number3 = freshNumber();
    const write3 = async (body: string) =>
      (await t.api('POST', '/sandbox/inbound', { token: c.connection.token, body: { number: number3, body } })).body
        .ticketId as number;
    const id3 = await write3('Oi');
    await write3(await c.numberOf(id3, 'Vendas'));
    await write3('1');
    await write3('2');
    expect(await c.ticket(id3)).toMatchObject({ status: 'closed' });
    expect((await c.botMessages(id3)).at(-1)).toBe('O plano mensal custa R$ 10.');
  });

  it('repeats the menu on an answer it does not know, up to maxUseBotQueues, then stops', async () => {
    const c = await company();
    const id = await c.writes('Oi');
    await c.writes('talvez');
    await c.writes('9');
    expect(await c.botMessages(id)).toHaveLength(3); // maxUseBotQueues 3: the menu and two repeats
    await c.writes('0');
    expect(await c.botMessages(id)).toHaveLength(3);
    expect(await c.ticket(id)).toMatchObject({ isBot: false, queueId: null, status: 'pending' });
    await c.writes('1');
    expect(await c.ticket(id)).toMatchObject({ queueId: null });
  });

  it('with timeUseBotQueues set, a conversation the bot gave up on gets the menu again after that long', async () => {
    const c = await company();
    await t.server.db
      .update(whatsapps)
      .set({ maxUseBotQueues: 1, timeUseBotQueues: 30 })
      .where(eq(whatsapps.id, c.connection.id));
    const id = await c.writes('Oi');
    await c.writes('não sei');
    expect(await c.botMessages(id)).toHaveLength(1);
    t.clock.advance(29 * 60_000);
    // Past the access token's 15 minutes: the admin reading the ticket signs in again.
    c.admin.token = (await t.login(c.users.admin)).token;
    await c.writes('alô?');
    expect(await c.botMessages(id)).toHaveLength(1);
    t.clock.advance(60_000);
    await c.writes('alô?');
    expect(await c.botMessages(id)).toHaveLength(2);
    await c.writes(await c.numberOf(id, 'Suporte'));
    expect(await c.ticket(id)).toMatchObject({ queueId: c.queue('Suporte').id });
  });

  it('outside the hours answers with the out-of-hours message (company, then queue schedules)', async () => {
    // Monday 16:00 in the company's time zone (America/Cuiaba, UTC-4).
    t.clock.set(new Date('2026-11-23T20:00:00Z'));
    const c = await company();
    await t.server.db
      .update(whatsapps)
      .set({ outOfHoursMessage: 'Estamos fechados, voltamos às 8h.' })
      .where(eq(whatsapps.id, c.connection.id));
    const mornings = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
      (weekdayEn) => ({
        weekdayEn,
        startTimeA: '08:00',
        endTimeA: '12:00',
        startTimeB: '',
        endTimeB: '',
      }),
    );
    expect((await c.setting('scheduleType', 'company')).status).toBe(200);
    expect((await c.call('PUT', `/companies/${c.companyId}/schedules`, { schedules: mornings })).status).toBe(200);
    const id = await c.writes('Oi');
    expect(await c.botMessages(id)).toEqual(['Estamos fechados, voltamos às 8h.']);
    expect(await c.ticket(id)).toMatchObject({ queueId: null, isBot: false });

    // Within the company's hours the menu comes; the chosen queue's own hours count with scheduleType queue.
    t.clock.set(new Date('2026-11-23T13:00:00Z')); // 09:00 there
    const c2 = await company();
    const vendas = c2.queue('Vendas');
    await c2.setting('scheduleType', 'queue');
    await c2.call('PUT', `/queue/${vendas.id}`, {
      name: vendas.name,
      color: vendas.color,
      greetingMessage: vendas.greetingMessage,
      outOfHoursMessage: 'Vendas atende só à tarde.',
      schedules: mornings.map((d) => ({ ...d, startTimeA: '13:00', endTimeA: '18:00' })),
    });
    const id2 = await c2.writes('Oi');
    await c2.writes(await c2.numberOf(id2, 'Vendas'));
    expect((await c2.botMessages(id2)).at(-1)).toBe('Vendas atende só à tarde.');
    expect(await c2.ticket(id2)).toMatchObject({ queueId: vendas.id });
    t.clock.set(new Date());
  });

  it("during the connection's collective vacation its vacation message answers, whatever the hours", async () => {
    t.clock.set(new Date('2026-12-22T15:00:00Z')); // 11:00 there, within the vacation
    const c = await company();
    await t.server.db
      .update(whatsapps)
      .set({
        collectiveVacationMessage: 'Férias coletivas até 5 de janeiro.',
        collectiveVacationStart: '2026-12-20',
        collectiveVacationEnd: '2027-01-05',
      })
      .where(eq(whatsapps.id, c.connection.id));
    const id = await c.writes('Oi');
    expect(await c.botMessages(id)).toEqual(['Férias coletivas até 5 de janeiro.']);
    await c.writes('1');
    expect(await c.botMessages(id)).toEqual([
      'Férias coletivas até 5 de janeiro.',
      'Férias coletivas até 5 de janeiro.',
    ]);
    expect(await c.ticket(id)).toMatchObject({ queueId: null });
    // A vacation that ended yesterday answers no more: a new customer gets the menu.
    const after = await company();
    await t.server.db
      .update(whatsapps)
      .set({
        collectiveVacationMessage: 'Férias coletivas.',
        collectiveVacationStart: '2026-12-10',
        collectiveVacationEnd: '2026-12-21',
      })
      .where(eq(whatsapps.id, after.connection.id));
    const fresh = await after.writes('Oi');
    expect((await after.botMessages(fresh)).at(-1)).toContain('Suporte');
    t.clock.set(new Date());
  });

  it('with scheduleType connection, the connection’s own week (set through PUT /whatsapp) decides', async () => {
    t.clock.set(new Date('2026-11-25T23:30:00Z')); // Wednesday 19:30 there
    const c = await company();
    const wa = (await c.call('GET', `/whatsapp/${c.connection.id}`)).body;
    const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((weekdayEn) => ({
      weekdayEn,
      startTimeA: '09:00',
      endTimeA: '18:00',
      startTimeB: '',
      endTimeB: '',
    }));
    const put = await c.call('PUT', `/whatsapp/${wa.id}`, {
      name: wa.name,
      isDefault: wa.isDefault,
      queueIds: wa.queues.map((q: { id: number }) => q.id),
      greetingMessage: wa.greetingMessage,
      outOfHoursMessage: 'Atendemos de segunda a sexta, das 9h às 18h.',
      schedules: week,
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.schedules).toHaveLength(5);
    await c.setting('scheduleType', 'connection');
    const id = await c.writes('Oi');
    expect(await c.botMessages(id)).toEqual(['Atendemos de segunda a sexta, das 9h às 18h.']);
    // A PUT without the week (a client not showing the tab) keeps it.
    const again = await c.call('PUT', `/whatsapp/${wa.id}`, {
      name: wa.name,
      isDefault: wa.isDefault,
      queueIds: wa.queues.map((q: { id: number }) => q.id),
      greetingMessage: wa.greetingMessage,
    });
    expect(again.body.schedules).toHaveLength(5);
    t.clock.set(new Date());
  });

  it('a connection with one queue queues the ticket directly, and offers that queue’s options', async () => {
    const c = await company('other');
    const [queue] = (await c.call('GET', '/queue')).body as { id: number; name: string; color: string }[];
    const plain = await c.writes('Oi');
    expect(await c.ticket(plain)).toMatchObject({ queueId: queue.id, isBot: false });
    expect(await c.botMessages(plain)).toEqual([]);

    await c.call('PUT', `/queue/${queue.id}`, {
      name: queue.name,
      color: queue.color,
      greetingMessage: 'Como podemos ajudar?',
      chatbots: [{ name: 'Segunda via', greetingMessage: 'Enviamos por e-mail.' }],
    });
    const number = freshNumber();
    const r = await t.api('POST', '/sandbox/inbound', { token: c.connection.token, body: { number, body: 'Oi' } });
    const id = r.body.ticketId as number;
    expect(await c.ticket(id)).toMatchObject({ queueId: queue.id, isBot: true });
    expect(await c.botMessages(id)).toEqual(['Como podemos ajudar?\n\n*[ 1 ]* - Segunda via']);

    // With scheduleType queue and the queue closed all week, its out-of-hours message instead.
    await c.setting('scheduleType', 'queue');
    const closed = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekdayEn) => ({
      weekdayEn,
      startTimeA: '',
      endTimeA: '',
      startTimeB: '',
      endTimeB: '',
    }));
    await c.call('PUT', `/queue/${queue.id}`, {
      name: queue.name,
      color: queue.color,
      greetingMessage: 'Como podemos ajudar?',
      outOfHoursMessage: 'Fechado hoje.',
      schedules: closed,
      chatbots: [],
    });
    const late = await t.api('POST', '/sandbox/inbound', {
      token: c.connection.token,
      body: { number: freshNumber(), body: 'Oi' },
    });
    expect(await c.botMessages(late.body.ticketId)).toEqual(['Fechado hoje.']);
  });
});
