// Schedules and their scheduler (moved by the injected clock), and quick replies.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quickMessageListSchema, quickMessagePageSchema } from '@shared/api/quickMessage';
import { schedulePageSchema, scheduleSchema } from '@shared/api/schedule';
import { contacts } from './db/schema';
import { eventually, pause } from './testing/harness';
import { useInboxFixture, type InboxFixture } from './testing/inboxFixture';

// schedulerIntervalMs: the background pass runs too; tests also call tick() to be sure of timing.
const f = useInboxFixture({ schedulerIntervalMs: 40 });
let t: InboxFixture['t'];
let ana: InboxFixture['ana'];
let bruno: InboxFixture['bruno'];
let admin: InboxFixture['admin'];
let outra: InboxFixture['outra'];
let queueIds: InboxFixture['queueIds'];
let inbound: InboxFixture['inbound'];
let freshNumber: InboxFixture['freshNumber'];
let openSocket: InboxFixture['openSocket'];
beforeAll(() => {
  ({ t, ana, bruno, admin, outra, queueIds, inbound, freshNumber, openSocket } = f);
});

const MINUTE = 60_000;
/** Sessions last 15 minutes of the server's clock: sign in again after moving it. */
async function relogin() {
  [ana, bruno, admin, outra] = await Promise.all(
    ['ana@demo.local', 'bruno@demo.local', 'admin@demo.local', 'admin@outra.local'].map((e) => t.login(e)),
  );
}
const inMinutes = (m: number) => new Date(t.clock.now().getTime() + m * MINUTE).toISOString();
const tick = () => t.server.ctx.scheduler.tick();

async function openTicket() {
  const r = await inbound({ number: freshNumber(), name: 'Carla Agendada', body: 'Oi', queueId: queueIds.Suporte });
  await t.api('PUT', `/tickets/${r.body.ticketId}`, {
    token: ana.token,
    body: { status: 'open', userId: ana.user.id },
  });
  return r.body as { ticketId: number; contactId: number };
}
const lastMessage = async (ticketId: number) =>
  (await t.api('GET', `/messages/${ticketId}`, { token: admin.token })).body.messages.at(-1);
const schedule = (body: Record<string, unknown>, token = ana.token) => t.api('POST', '/schedules', { token, body });
const getSchedule = async (id: number) =>
  scheduleSchema.parse((await t.api('GET', `/schedules/${id}`, { token: admin.token })).body);

describe('schedules: validation and access', () => {
  it('body min 5 (Mensagem muito curta), contact and sendAt required (Obrigatório)', async () => {
    const r = await schedule({ body: 'oi', contactId: '', sendAt: '' });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ body: 'Mensagem muito curta', contactId: 'Obrigatório', sendAt: 'Obrigatório' });
    expect((await schedule({ body: 'Olá mundo', contactId: 1, sendAt: 'amanhã' })).body.fields).toEqual({
      sendAt: 'Data inválida',
    });
    const foreign = (await t.api('GET', '/contacts/list', { token: outra.token })).body[0].id;
    expect((await schedule({ body: 'Olá mundo', contactId: foreign, sendAt: inMinutes(5) })).body.fields).toEqual({
      contactId: 'not found',
    });
  });

  it('created with the defaults, announced to its author and admins, listed to them only', async () => {
    const { contactId } = await openTicket();
    const a = await openSocket(1, ana.token);
    const b = await openSocket(1, bruno.token);
    const r = await schedule({ body: 'Lembrete do boleto', contactId, sendAt: inMinutes(30) });
    expect(r.status).toBe(200);
    const s = scheduleSchema.parse(r.body);
    expect(s).toMatchObject({
      status: 'PENDENTE',
      userId: ana.user.id,
      user: { name: 'Ana Atendente' },
      contact: { id: contactId, name: 'Carla Agendada' },
      intervalo: 1,
      valorIntervalo: 0,
      enviarQuantasVezes: 1,
      tipoDias: 4,
      contadorEnvio: 0,
      openTicket: 'disabled',
      statusTicket: 'closed',
      sentAt: null,
    });
    const e = await eventually(() => a.events.find((x) => x.event === 'company1-schedule'));
    expect(e.payload).toMatchObject({ action: 'create', schedule: { id: s.id } });
    await pause(50);
    expect(b.events.some((x) => x.event === 'company1-schedule')).toBe(false);
    const mine = schedulePageSchema.parse(
      (await t.api('GET', `/schedules?contactId=${contactId}`, { token: ana.token })).body,
    );
    expect(mine).toMatchObject({ count: 1, hasMore: false, schedules: [{ id: s.id }] });
    expect(
      (await t.api('GET', '/schedules?searchParam=boleto', { token: ana.token })).body.schedules.map(
        (x: { id: number }) => x.id,
      ),
    ).toContain(s.id);
    // The calendar's period [from, to): in it, at its start, not at its end.
    const period = (from: number, to: number) =>
      t.api(
        'GET',
        `/schedules?contactId=${contactId}&sendAtFrom=${encodeURIComponent(inMinutes(from))}&sendAtTo=${encodeURIComponent(inMinutes(to))}`,
        { token: ana.token },
      );
    expect((await period(0, 60)).body.count).toBe(1);
    expect((await period(30, 60)).body.count).toBe(1);
    expect((await period(0, 30)).body.count).toBe(0);
    expect((await t.api('GET', '/schedules?sendAtFrom=ontem', { token: ana.token })).status).toBe(400);
    expect((await t.api('GET', `/schedules?contactId=${contactId}`, { token: bruno.token })).body.count).toBe(0);
    expect((await t.api('GET', `/schedules?contactId=${contactId}`, { token: admin.token })).body.count).toBe(1);
    expect((await t.api('GET', `/schedules/${s.id}`, { token: bruno.token })).status).toBe(403);
    expect((await t.api('GET', `/schedules/${s.id}`, { token: outra.token })).body).toEqual({
      error: 'ERR_NO_SCHEDULE_FOUND',
    });
    expect((await t.api('DELETE', `/schedules/${s.id}`, { token: ana.token })).status).toBe(200);
  });

  it("a calendar's period is read in big pages; without one, 20 a page as deployed", async () => {
    const { contactId } = await openTicket();
    for (let i = 0; i < 25; i++)
      await schedule({ body: `Lembrete em lote ${i}`, contactId, sendAt: inMinutes(60 + i) });
    const from = encodeURIComponent(inMinutes(59));
    const to = encodeURIComponent(inMinutes(120));
    const calendar = schedulePageSchema.parse(
      (await t.api('GET', `/schedules?contactId=${contactId}&sendAtFrom=${from}&sendAtTo=${to}`, { token: ana.token }))
        .body,
    );
    expect(calendar).toMatchObject({ count: 25, hasMore: false });
    expect(calendar.schedules).toHaveLength(25);
    const plain = schedulePageSchema.parse(
      (await t.api('GET', `/schedules?contactId=${contactId}`, { token: ana.token })).body,
    );
    expect(plain).toMatchObject({ count: 25, hasMore: true });
    expect(plain.schedules).toHaveLength(20);
  });
});

describe('the scheduler', () => {
  it('sends at sendAt into the contact’s open ticket, with the variables filled, then marks it ENVIADA', async () => {
    await relogin();
    const { ticketId, contactId } = await openTicket();
    const a = await openSocket(1, ana.token);
    const s = scheduleSchema.parse(
      (await schedule({ body: 'Olá {{firstName}}, seu protocolo é {{protocol}}.', contactId, sendAt: inMinutes(10) }))
        .body,
    );
    expect(await tick()).toBe(0);
    t.clock.advance(9 * MINUTE);
    await tick();
    expect((await getSchedule(s.id)).status).toBe('PENDENTE');
    t.clock.advance(MINUTE);
    await tick();
    const sent = await getSchedule(s.id);
    expect(sent).toMatchObject({ status: 'ENVIADA', contadorEnvio: 1, ticketId });
    expect(sent.sentAt).toBe(t.clock.now().toISOString());
    const protocol = `${t.clock.now().toISOString().slice(0, 10).replace(/-/g, '')}${ticketId}`;
    expect(await lastMessage(ticketId)).toMatchObject({
      body: `Olá Carla, seu protocolo é ${protocol}.`,
      fromMe: true,
      userId: ana.user.id,
    });
    await eventually(() =>
      a.events.find(
        (x) =>
          x.event === 'company-1-appMessage' && x.payload.message?.ticketId === ticketId && x.payload.message.fromMe,
      ),
    );
    await eventually(() =>
      a.events.find((x) => x.event === 'company1-schedule' && x.payload.schedule?.status === 'ENVIADA'),
    );
    expect(await tick()).toBe(0);
  });

  it('the background pass sends without being asked once the clock passes sendAt', async () => {
    await relogin();
    const { ticketId, contactId } = await openTicket();
    const s = scheduleSchema.parse(
      (await schedule({ body: 'Passando para lembrar', contactId, sendAt: inMinutes(1) })).body,
    );
    t.clock.advance(MINUTE);
    for (let i = 0; i < 100 && (await getSchedule(s.id)).status !== 'ENVIADA'; i += 1) await pause(20);
    expect((await lastMessage(ticketId)).body).toBe('Passando para lembrar');
  });

  it('no live ticket: a closed one records it (openTicket disabled); enabled opens it for ticketUserId or leaves it pending', async () => {
    await relogin();
    const cases = [
      { openTicket: 'disabled', expected: { status: 'closed', userId: null } },
      {
        openTicket: 'enabled',
        statusTicket: 'open',
        ticketUserId: bruno.user.id,
        expected: { status: 'open', userId: bruno.user.id },
      },
      {
        openTicket: 'enabled',
        statusTicket: 'pending',
        queueId: queueIds.Vendas,
        expected: { status: 'pending', queueId: queueIds.Vendas },
      },
    ];
    for (const { expected, ...options } of cases) {
      const r = await inbound({ number: freshNumber(), body: 'Oi' });
      await t.api('PUT', `/tickets/${r.body.ticketId}`, {
        token: admin.token,
        body: { status: 'closed', sendFarewellMessage: false },
      });
      const s = scheduleSchema.parse(
        (
          await schedule(
            { body: 'Mensagem agendada', contactId: r.body.contactId, sendAt: inMinutes(1), ...options },
            admin.token,
          )
        ).body,
      );
      t.clock.advance(MINUTE);
      await tick();
      const sent = await getSchedule(s.id);
      expect(sent.status).toBe('ENVIADA');
      expect(sent.ticketId).not.toBe(r.body.ticketId);
      const ticket = (await t.api('GET', `/tickets/${sent.ticketId}`, { token: admin.token })).body;
      expect(ticket).toMatchObject(expected);
      expect((await lastMessage(sent.ticketId!)).body).toBe('Mensagem agendada');
    }
  });

  it('repeats: every 30 minutes, 3 sends in all, then ENVIADA; signed with assinar; an image attachment', async () => {
    await relogin();
    const { ticketId, contactId } = await openTicket();
    const first = inMinutes(5);
    const s = scheduleSchema.parse(
      (
        await schedule({
          body: 'Tome o remédio',
          contactId,
          sendAt: first,
          intervalo: 4,
          valorIntervalo: 30,
          enviarQuantasVezes: 3,
          assinar: true,
        })
      ).body,
    );
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const up = (name: string, type: string) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(png)], name, { type }));
      return t.api('POST', `/schedules/${s.id}/media-upload`, { token: ana.token, form });
    };
    expect((await up('x.gif', 'image/gif')).body).toEqual({ error: 'ERR_MEDIA_TYPE_NOT_ALLOWED' });
    const withFile = scheduleSchema.parse((await up('lembrete.png', 'image/png')).body);
    expect(withFile).toMatchObject({ mediaName: 'lembrete.png', mediaPath: 'lembrete.png' });
    expect((await fetch(withFile.mediaUrl!)).status).toBe(200);

    t.clock.advance(5 * MINUTE);
    await tick();
    const once = await getSchedule(s.id);
    expect(once).toMatchObject({ status: 'PENDENTE', contadorEnvio: 1 });
    expect(once.sendAt).toBe(new Date(Date.parse(first) + 30 * MINUTE).toISOString());
    expect(await lastMessage(ticketId)).toMatchObject({
      body: '*Ana Atendente:*\nTome o remédio',
      mediaType: 'image',
      mediaName: 'lembrete.png',
    });
    t.clock.advance(30 * MINUTE);
    await tick();
    t.clock.advance(30 * MINUTE);
    await tick();
    await relogin();
    expect(await getSchedule(s.id)).toMatchObject({ status: 'ENVIADA', contadorEnvio: 3 });
    const bodies = (await t.api('GET', `/messages/${ticketId}`, { token: admin.token })).body.messages.filter(
      (m: { body: string }) => m.body.endsWith('Tome o remédio'),
    );
    expect(bodies).toHaveLength(3);
  });

  it('a new sendAt re-arms a sent schedule; a failure is ERRO with the reason; delete is announced', async () => {
    await relogin();
    const { contactId, ticketId } = await openTicket();
    const a = await openSocket(1, ana.token);
    const s = scheduleSchema.parse((await schedule({ body: 'Primeiro envio', contactId, sendAt: inMinutes(1) })).body);
    t.clock.advance(MINUTE);
    await tick();
    expect((await getSchedule(s.id)).status).toBe('ENVIADA');
    const again = await t.api('PUT', `/schedules/${s.id}`, {
      token: ana.token,
      body: { body: 'Segundo envio', sendAt: inMinutes(2) },
    });
    expect(again.body).toMatchObject({ status: 'PENDENTE', contadorEnvio: 0, sentAt: null, body: 'Segundo envio' });
    await t.server.db.update(contacts).set({ active: false }).where(eq(contacts.id, contactId));
    t.clock.advance(2 * MINUTE);
    await tick();
    const failed = await getSchedule(s.id);
    expect(failed, JSON.stringify(failed)).toMatchObject({ status: 'ERRO', lastError: 'ERR_CONTACT_BLOCKED' });
    expect((await lastMessage(ticketId)).body).toBe('Primeiro envio');
    await t.server.db.update(contacts).set({ active: true }).where(eq(contacts.id, contactId));
    expect((await t.api('DELETE', `/schedules/${s.id}`, { token: bruno.token })).status).toBe(403);
    expect((await t.api('DELETE', `/schedules/${s.id}`, { token: ana.token })).status).toBe(200);
    const e = await eventually(() =>
      a.events.find((x) => x.event === 'company1-schedule' && x.payload.action === 'delete'),
    );
    expect(e.payload).toEqual({ action: 'delete', scheduleId: s.id });
    expect((await t.api('GET', `/schedules/${s.id}`, { token: ana.token })).status).toBe(404);
  });

  it('accepts Whaticket’s naive date-time (company clock) and empty selects', async () => {
    await relogin();
    const { contactId } = await openTicket();
    const r = await schedule({
      body: 'Horário local',
      contactId: String(contactId),
      sendAt: '2099-05-10T09:30',
      ticketUserId: '',
      queueId: '',
      whatsappId: '',
      openTicket: 'enabled',
      statusTicket: 'open',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ sendAt: '2099-05-10T13:30:00.000Z', ticketUserId: null, queueId: null });
  });
});

describe('quick messages', () => {
  it('the picker list: the user’s own and the general ones, by shortcode; variables left for the client', async () => {
    await relogin();
    const list = quickMessageListSchema.parse(
      (await t.api('GET', `/quick-messages/list?companyId=1&userId=${ana.user.id}`, { token: ana.token })).body,
    );
    expect(list.map((q) => q.shortcode)).toEqual([
      'aguarde',
      'encerramento',
      'horario',
      'pix',
      'protocolo',
      'saudacao',
    ]);
    expect(list.find((q) => q.shortcode === 'saudacao')).toMatchObject({
      message: 'Olá {{firstName}}, meu nome é {{userName}}. Como posso ajudar?',
      geral: true,
      status: true,
      mediaPath: null,
    });
    expect(list.find((q) => q.shortcode === 'protocolo')?.message).toContain('{{protocol}}');
    expect(list.find((q) => q.shortcode === 'protocolo')?.message).toContain('{{date}}');
    const brunos = (await t.api('GET', '/quick-messages/list', { token: bruno.token })).body.map(
      (q: { shortcode: string }) => q.shortcode,
    );
    expect(brunos).toContain('orcamento');
    expect(brunos).not.toContain('pix');
    expect((await t.api('GET', '/quick-messages/list', { token: outra.token })).body).toEqual([]);
  });

  it('CRUD: create own or general (announced to whom sees it), paged search, who may change which', async () => {
    await relogin();
    const a = await openSocket(1, ana.token);
    const b = await openSocket(1, bruno.token);
    expect(
      (await t.api('POST', '/quick-messages', { token: ana.token, body: { shortcode: ' ', message: 'x' } })).body
        .fields,
    ).toEqual({
      shortcode: 'Obrigatório',
    });
    const own = await t.api('POST', '/quick-messages', {
      token: ana.token,
      body: { shortcode: 'meu-atalho', message: 'Só meu' },
    });
    expect(own.body).toMatchObject({
      shortcode: 'meu-atalho',
      geral: false,
      visao: true,
      status: true,
      userId: ana.user.id,
    });
    const shared = await t.api('POST', '/quick-messages', {
      token: ana.token,
      body: { shortcode: 'atalho-geral', message: 'De todos', geral: true, visao: false },
    });
    await eventually(() =>
      b.events.find((e) => e.event === 'company-1-quickmessage' && e.payload.record?.id === shared.body.id),
    );
    await eventually(() =>
      a.events.find((e) => e.event === 'company-1-quickmessage' && e.payload.record?.id === own.body.id),
    );
    expect(b.events.some((e) => e.payload.record?.id === own.body.id)).toBe(false);

    const page = quickMessagePageSchema.parse(
      (await t.api('GET', '/quick-messages?searchParam=atalho', { token: bruno.token })).body,
    );
    expect(page.records.map((q) => q.shortcode)).toEqual(['atalho-geral']);
    expect((await t.api('GET', '/quick-messages?searchParam=atalho', { token: admin.token })).body.count).toBe(2);

    expect(
      (await t.api('PUT', `/quick-messages/${own.body.id}`, { token: bruno.token, body: { message: 'x' } })).status,
    ).toBe(404);
    expect(
      (await t.api('PUT', `/quick-messages/${shared.body.id}`, { token: bruno.token, body: { message: 'Editado' } }))
        .body.message,
    ).toBe('Editado');
    const saudacao = (await t.api('GET', '/quick-messages/list', { token: bruno.token })).body.find(
      (q: { shortcode: string }) => q.shortcode === 'saudacao',
    );
    expect(
      (await t.api('PUT', `/quick-messages/${saudacao.id}`, { token: bruno.token, body: { message: 'x' } })).status,
    ).toBe(403);
    expect((await t.api('DELETE', `/quick-messages/${own.body.id}`, { token: ana.token })).status).toBe(200);
    await eventually(() => a.events.find((e) => e.payload.action === 'delete' && e.payload.id === own.body.id));
    expect((await t.api('GET', `/quick-messages/${own.body.id}`, { token: ana.token })).body).toEqual({
      error: 'ERR_NO_QUICKMESSAGE_FOUND',
    });
    await t.api('DELETE', `/quick-messages/${shared.body.id}`, { token: admin.token });
  });
});
