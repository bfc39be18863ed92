import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignSchema } from '@shared/api/campaign';
import { campaignShipping, contactListItems, contacts, messages, tickets, whatsapps } from './db/schema';
import { freshCompany } from './testing/freshCompany';
import { freshPostgres } from './testing/freshPostgres';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * The campaign runner (spec 3 §3, §4, §9) on the manual clock: a PROGRAMADA campaign starts at
 * scheduledAt, sends one message per valid entry with its variables filled, waits messageInterval
 * (greaterInterval after every longerIntervalAfter), keeps to startHour–endHour and the weekend
 * switches on the company's time zone (America/Cuiaba, UTC−4), stops on cancel, carries on after a
 * restart, and never sends an entry twice, not even across a server restart.
 */
type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let t: TestServer;
beforeAll(async () => {
  // Passes only through tick(): each step of the clock is the test's.
  t = await startTestServer({ testFactory: true, schedulerIntervalMs: 0 });
});
afterAll(async () => {
  await t.server.close();
});

const S = 1000;
/** Wednesday 25 Nov 2026, 14:00 in Cuiabá. */
const WEDNESDAY_2PM = new Date('2026-11-25T18:00:00Z');
const ALL_NUMBERS = Array.from({ length: 6 }, (_, i) => `556599988000${i + 1}`);
const NUMBERS = ALL_NUMBERS.slice(0, 3);

/** A company with a list of valid entries and one the channel refused, its settings and a campaign. */
async function setUp(
  s: TestServer,
  settings: Record<string, unknown>,
  campaign: Record<string, unknown> = {},
  numbers = NUMBERS,
) {
  const c = await freshCompany(s);
  const list = (await c.call('POST', '/contact-lists', { name: 'Clientes' })).body as { id: number };
  for (const [i, number] of numbers.entries())
    await c.call('POST', '/contact-list-items', {
      name: `Cliente ${i + 1}`,
      number,
      email: `c${i + 1}@ex.com`,
      contactListId: list.id,
    });
  await c.call('POST', '/contact-list-items', { name: 'Fixo', number: '33334444', contactListId: list.id });
  expect((await c.call('POST', '/campaign-settings', { settings })).status).toBe(200);
  const made = await c.call('POST', '/campaigns', {
    name: 'Ofertas',
    message1: 'Oi {nome}',
    message2: 'Olá {nome} ({numero}, {email}) da loja {loja}',
    contactListId: list.id,
    scheduledAt: new Date(s.clock.now().getTime() + 60 * S).toISOString(),
    ...campaign,
  });
  expect(made.body.status).toBe('PROGRAMADA');
  const id = made.body.id as number;
  // Signed in afresh: the clock may have moved past the first token's life.
  const read = async () =>
    campaignSchema.parse(
      (await c.call('GET', `/campaigns/${id}`, undefined, (await s.login(c.users.admin)).token)).body,
    );
  /** The messages each list number got, in the company. */
  const sent = async (db = s.server.db) => {
    const rows = await db
      .select({ number: contacts.number, body: messages.body })
      .from(messages)
      .innerJoin(contacts, eq(contacts.id, messages.contactId))
      .where(and(eq(messages.companyId, c.companyId), eq(messages.fromMe, true), inArray(contacts.number, numbers)));
    return rows;
  };
  const step = async (ms: number) => {
    s.clock.advance(ms);
    return s.server.ctx.campaignRunner.tick();
  };
  return { c, id, read, sent, step };
}

describe('the campaign runner', () => {
  it('starts at scheduledAt, sends each valid entry one message with its variables, keeps the intervals, and ends FINALIZADA', async () => {
    t.clock.set(WEDNESDAY_2PM);
    const r = await setUp(
      t,
      {
        messageInterval: 5,
        longerIntervalAfter: 5,
        greaterInterval: 20,
        variables: [{ key: 'loja', value: 'Centro' }],
      },
      {},
      ALL_NUMBERS,
    );
    const socket = t.socketOf(r.c.companyId, r.c.admin.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);

    expect(await r.step(59 * S)).toBe(0);
    expect((await r.read()).status).toBe('PROGRAMADA');
    expect(await r.step(1 * S)).toBe(1);
    expect((await r.read()).status).toBe('EM_ANDAMENTO');
    expect(await r.step(0)).toBe(0);
    for (let i = 2; i <= 5; i += 1) {
      expect(await r.step(4 * S)).toBe(0);
      expect(await r.step(1 * S)).toBe(1);
    }
    // Five sent: the longer pause (20 s) before the sixth.
    expect(await r.step(5 * S)).toBe(0);
    expect(await r.step(14 * S)).toBe(0);
    expect(await r.step(1 * S)).toBe(1);
    expect((await r.read()).status).toBe('EM_ANDAMENTO');
    expect(await r.step(5 * S)).toBe(0);

    const done = await r.read();
    expect(done.status).toBe('FINALIZADA');
    expect(done.completedAt).toBe(t.clock.now().toISOString());
    expect(done.shipping?.map((s) => [s.number, s.message, s.deliveredAt !== null])).toEqual(
      ALL_NUMBERS.map((n, i) => [
        n,
        i % 2 === 0 ? `Oi Cliente ${i + 1}` : `Olá Cliente ${i + 1} (${n}, c${i + 1}@ex.com) da loja Centro`,
        true,
      ]),
    );
    expect((await r.sent()).map((m) => m.number).toSorted()).toEqual(ALL_NUMBERS);
    // openTicket disabled: the tickets the campaign made only record the message.
    const made = await t.server.db
      .select({ status: tickets.status })
      .from(tickets)
      .innerJoin(contacts, eq(contacts.id, tickets.contactId))
      .where(and(eq(tickets.companyId, r.c.companyId), inArray(contacts.number, ALL_NUMBERS)));
    expect(made.map((x) => x.status)).toEqual(ALL_NUMBERS.map(() => 'closed'));
    await eventually(() =>
      events.some((e) => e.event === `company-${r.c.companyId}-campaign` && e.payload.record?.status === 'FINALIZADA'),
    );
    socket.close();
  });

  it('waits outside startHour–endHour and on a weekend day the settings leave out', async () => {
    // Friday 27 Nov 2026, 17:58:50 in Cuiabá; the campaign is due at 17:59:50.
    t.clock.set(new Date('2026-11-27T21:58:50Z'));
    const r = await setUp(t, { messageInterval: 20, startHour: '09:00', endHour: '18:00', sabado: false });
    expect(await r.step(60 * S)).toBe(1);
    // 18:00:10: the window has closed.
    expect(await r.step(20 * S)).toBe(0);
    // Saturday 10:00: sabado is off.
    t.clock.set(new Date('2026-11-28T14:00:00Z'));
    expect(await r.step(0)).toBe(0);
    // Monday 08:59: not yet; 09:00: on again.
    t.clock.set(new Date('2026-11-30T12:59:00Z'));
    expect(await r.step(0)).toBe(0);
    expect(await r.step(60 * S)).toBe(1);
    expect((await r.read()).shipping).toHaveLength(2);
  });

  it('stops on cancel and, restarted, sends only the entries it had not reached', async () => {
    t.clock.set(WEDNESDAY_2PM);
    const r = await setUp(t, { messageInterval: 10, longerIntervalAfter: 0 });
    expect(await r.step(60 * S)).toBe(1);
    expect((await r.c.call('POST', `/campaigns/${r.id}/cancel`)).status).toBe(200);
    expect(await r.step(10 * S)).toBe(0);
    expect(await r.step(60 * S)).toBe(0);
    expect((await r.read()).status).toBe('CANCELADA');
    expect((await r.c.call('POST', `/campaigns/${r.id}/restart`)).status).toBe(200);
    expect(await r.step(0)).toBe(1);
    expect(await r.step(10 * S)).toBe(1);
    expect(await r.step(10 * S)).toBe(0);
    expect((await r.read()).status).toBe('FINALIZADA');
    expect((await r.sent()).map((m) => m.number).toSorted()).toEqual(NUMBERS);
    // Restarting a finished campaign is refused.
    expect((await r.c.call('POST', `/campaigns/${r.id}/restart`)).body).toEqual({
      error: 'ERR_CAMPAIGN_NOT_RESTARTABLE',
    });
  });
});

describe('a campaign with confirmation', () => {
  it('asks each entry first, sends the message to those who answer, once, and finishes when all have', async () => {
    t.clock.set(WEDNESDAY_2PM);
    const r = await setUp(
      t,
      { messageInterval: 5, longerIntervalAfter: 0 },
      { confirmation: true, confirmationMessage1: 'Posso enviar a oferta, {nome}?' },
      NUMBERS.slice(0, 2),
    );
    const [wa] = await t.server.db
      .select({ token: whatsapps.token })
      .from(whatsapps)
      .where(and(eq(whatsapps.companyId, r.c.companyId), eq(whatsapps.isDefault, true)));
    const replies = (number: string) =>
      t.api('POST', '/sandbox/inbound', { token: wa.token, body: { number, name: 'Cliente', body: 'Sim' } });

    expect(await r.step(60 * S)).toBe(1);
    expect(await r.step(5 * S)).toBe(1);
    // Both asked; nobody has answered: the campaign waits for them.
    expect((await r.sent()).map((m) => m.body).toSorted()).toEqual([
      'Posso enviar a oferta, Cliente 1?',
      'Posso enviar a oferta, Cliente 2?',
    ]);
    expect(await r.step(5 * S)).toBe(0);
    let read = await r.read();
    expect(read.status).toBe('EM_ANDAMENTO');
    expect(read.shipping?.map((x) => [x.confirmationRequestedAt !== null, x.deliveredAt])).toEqual([
      [true, null],
      [true, null],
    ]);

    // The first answers (twice): the offer goes to them once, with its variables.
    expect((await replies(NUMBERS[0])).status).toBe(201);
    expect((await replies(NUMBERS[0])).status).toBe(201);
    // (The customer's reply also met the connection's chatbot, whose menu is no campaign message.)
    const offers = (await r.sent()).filter((m) => m.body.startsWith('Oi '));
    expect(offers).toEqual([{ number: NUMBERS[0], body: 'Oi Cliente 1' }]);
    expect(await r.step(10 * S)).toBe(0);
    read = await r.read();
    expect(read.status).toBe('EM_ANDAMENTO');
    expect(read.shipping?.map((x) => [x.confirmedAt !== null, x.deliveredAt !== null])).toEqual([
      [true, true],
      [false, false],
    ]);

    // The second answers: everyone confirmed, the next look finishes the campaign.
    expect((await replies(NUMBERS[1])).status).toBe(201);
    expect(await r.step(10 * S)).toBe(0);
    read = await r.read();
    expect(read.status).toBe('FINALIZADA');
    expect(
      (await r.sent())
        .filter((m) => /^(Oi|Olá) Cliente/.test(m.body))
        .map((m) => `${m.number} ${m.body}`)
        .toSorted(),
    ).toEqual([`${NUMBERS[0]} Oi Cliente 1`, `${NUMBERS[1]} Olá Cliente 2 (${NUMBERS[1]}, c2@ex.com) da loja {loja}`]);
  });
});

describe('the campaign runner across a server restart', () => {
  it('a new server on the same database carries on where the last one stopped, without sending anyone twice', async () => {
    // A database of its own opened by two servers in turn: PGlite on disk, or under test:pg one
    // PostgreSQL database both use (the harness would otherwise give each server a fresh one).
    const dir = mkdtempSync(join(tmpdir(), 'balcao-campaigns-'));
    const pg = await freshPostgres(process.env.SERVER_TEST_DATABASE_URL);
    const shared = { testFactory: true, schedulerIntervalMs: 0, dataDir: dir, ...(pg ? { databaseUrl: pg.url } : {}) };
    try {
      const first = await startTestServer(shared);
      first.clock.set(WEDNESDAY_2PM);
      const r = await setUp(first, { messageInterval: 30, longerIntervalAfter: 0 });
      expect(await r.step(60 * S)).toBe(1);
      // The second entry claimed but the server stopped before its message went: the row says
      // "maybe sent", and a maybe is not sent again.
      const [second2] = await first.server.db
        .select({ id: contactListItems.id })
        .from(contactListItems)
        .where(eq(contactListItems.number, NUMBERS[1]));
      await first.server.db
        .insert(campaignShipping)
        .values({ campaignId: r.id, contactListItemId: second2.id, number: NUMBERS[1], message: 'Olá' });
      await first.server.close();

      const second = await startTestServer(shared);
      try {
        // 10 s after the first message: the interval it set still holds.
        second.clock.set(new Date(WEDNESDAY_2PM.getTime() + 70 * S));
        const tick = () => second.server.ctx.campaignRunner.tick();
        expect(await tick()).toBe(0);
        second.clock.advance(20 * S);
        expect(await tick()).toBe(1);
        second.clock.advance(30 * S);
        expect(await tick()).toBe(0);
        const rows = await r.sent(second.server.db);
        expect(rows.map((m) => m.number).toSorted()).toEqual([NUMBERS[0], NUMBERS[2]]);
        const { token } = await second.login(r.c.users.admin);
        const after = campaignSchema.parse((await second.api('GET', `/campaigns/${r.id}`, { token })).body);
        expect(after.status).toBe('FINALIZADA');
        expect(after.shipping?.map((x) => [x.number, x.deliveredAt !== null])).toEqual([
          [NUMBERS[0], true],
          [NUMBERS[1], false],
          [NUMBERS[2], true],
        ]);
      } finally {
        await second.server.close();
      }
    } finally {
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
