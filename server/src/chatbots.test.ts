import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCompany } from './testing/freshCompany';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * A queue's chatbot options (spec 2 §3 "Chatbot option", §4, §5, §7): nested under the queue's
 * own calls and one at a time through /chatbot; their rules; admins only; each company its own.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

async function company(like: 'demo' | 'other' = 'demo') {
  return freshCompany(t, like);
}

const color = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;

const twoLevels = [
  {
    name: 'Financeiro',
    greetingMessage: 'Escolha o assunto:',
    options: [
      { name: 'Boletos', greetingMessage: 'Segue o link dos boletos.' },
      { name: 'Notas fiscais', greetingMessage: 'Enviaremos a nota por e-mail.', closeTicket: true },
    ],
  },
  { name: 'Outros assuntos', greetingMessage: 'Um atendente já vai falar com você.' },
];

describe('queue chatbots', () => {
  it('a queue keeps its options nested, in order; a change keeps the ids it names and drops the rest', async () => {
    const c = await company();
    const socket = t.socketOf(c.companyId, c.admin.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);

    const created = await c.call('POST', '/queue', {
      name: 'Cobrança',
      color: color(),
      greetingMessage: 'Olá',
      chatbots: twoLevels,
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.chatbots).toMatchObject([
      {
        name: 'Financeiro',
        queueType: 'text',
        options: [{ name: 'Boletos' }, { name: 'Notas fiscais', closeTicket: true }],
      },
      { name: 'Outros assuntos', options: [] },
    ]);
    const queueId = created.body.id as number;
    const [financeiro, outros] = created.body.chatbots;
    expect((await c.call('GET', `/queue/${queueId}`)).body.chatbots).toEqual(created.body.chatbots);

    // Reordered, Boletos kept by id, Notas fiscais left out, a new third-level option.
    const changed = await c.call('PUT', `/queue/${queueId}`, {
      name: 'Cobrança',
      color: created.body.color,
      greetingMessage: 'Olá',
      chatbots: [
        { id: outros.id, name: 'Outros assuntos', greetingMessage: 'Aguarde.' },
        {
          id: financeiro.id,
          name: 'Financeiro',
          greetingMessage: 'Escolha:',
          options: [
            {
              id: financeiro.options[0].id,
              name: 'Boletos',
              greetingMessage: 'Qual mês?',
              options: [{ name: 'Janeiro' }],
            },
          ],
        },
      ],
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.chatbots).toMatchObject([
      { id: outros.id, greetingMessage: 'Aguarde.' },
      { id: financeiro.id, options: [{ id: financeiro.options[0].id, options: [{ name: 'Janeiro' }] }] },
    ]);
    expect(changed.body.chatbots[1].options).toHaveLength(1);
    expect((await c.call('GET', `/chatbot/${financeiro.options[1].id}`)).status).toBe(404);
    await eventually(() =>
      events.find(
        (e) =>
          e.event === `company-${c.companyId}-queue` &&
          e.payload.action === 'update' &&
          e.payload.record.chatbots?.length === 2,
      ),
    );

    // Left out of a PUT, the options stay.
    const renamed = await c.call('PUT', `/queue/${queueId}`, {
      name: 'Cobranças',
      color: created.body.color,
      greetingMessage: 'Olá',
    });
    expect(renamed.body.chatbots).toHaveLength(2);
    socket.close();
  });

  it('GET/POST/PUT/DELETE /chatbot edit one option and what is under it', async () => {
    const c = await company();
    const queue = (
      await c.call('POST', '/queue', { name: 'Bot', color: color(), greetingMessage: 'Oi', chatbots: twoLevels })
    ).body;
    const financeiro = queue.chatbots[0];

    const one = await c.call('GET', `/chatbot/${financeiro.id}`);
    expect(one.body).toMatchObject({
      id: financeiro.id,
      queueId: queue.id,
      chatbotId: null,
      options: [{ name: 'Boletos' }, { name: 'Notas fiscais' }],
    });

    const added = await c.call('POST', '/chatbot', { chatbotId: financeiro.options[0].id, name: 'Segunda via' });
    expect(added.status, added.text).toBe(200);
    expect(added.body).toMatchObject({ name: 'Segunda via', queueId: queue.id, chatbotId: financeiro.options[0].id });
    const top = await c.call('POST', '/chatbot', {
      queueId: queue.id,
      name: 'Falar com vendas',
      queueType: 'queue',
      optQueueId: queue.id,
    });
    expect(top.body).toMatchObject({ chatbotId: null, queueType: 'queue', optQueueId: queue.id });
    expect((await c.call('GET', `/queue/${queue.id}`)).body.chatbots.map((o: { name: string }) => o.name)).toEqual([
      'Financeiro',
      'Outros assuntos',
      'Falar com vendas',
    ]);

    const put = await c.call('PUT', `/chatbot/${financeiro.id}`, {
      name: 'Financeiro',
      greetingMessage: 'Novo menu',
      options: [{ name: 'Pix copia e cola', greetingMessage: 'Chave: 123' }],
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ greetingMessage: 'Novo menu', options: [{ name: 'Pix copia e cola' }] });
    expect(put.body.options).toHaveLength(1);
    // The sub-option added under Boletos went with it.
    expect((await c.call('GET', `/chatbot/${added.body.id}`)).status).toBe(404);

    expect((await c.call('DELETE', `/chatbot/${financeiro.id}`)).status).toBe(200);
    expect((await c.call('GET', `/chatbot/${put.body.options[0].id}`)).status).toBe(404);
    expect((await c.call('GET', `/queue/${queue.id}`)).body.chatbots).toHaveLength(2);
  });

  it('refuses short names, a level without its message and a move without its target, on their fields', async () => {
    const c = await company();
    const base = { name: 'Regras', color: color(), greetingMessage: 'Oi' };
    const short = await c.call('POST', '/queue', { ...base, chatbots: [{ name: 'Abc' }] });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ 'chatbots.0.name': 'tooShort' });

    const noMessage = await c.call('POST', '/queue', {
      ...base,
      chatbots: [
        { name: 'Vendas', options: [{ name: 'Planos', options: [{ name: 'Anual' }] }], greetingMessage: 'Escolha' },
      ],
    });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.fields).toEqual({ 'chatbots.0.options.0.greetingMessage': 'messageRequired' });

    const noTarget = await c.call('POST', '/queue', {
      ...base,
      chatbots: [{ name: 'Transferir', queueType: 'attendent' }],
    });
    expect(noTarget.body.fields).toEqual({ 'chatbots.0.optUserId': 'targetRequired' });

    const queue = (await c.call('POST', '/queue', { ...base, chatbots: [] })).body;
    const bad = await c.call('POST', '/chatbot', { queueId: queue.id, name: 'Sub', options: [{ name: 'Abcd' }] });
    expect(bad.body.fields).toEqual({ name: 'tooShort', greetingMessage: 'messageRequired' });
    expect((await c.call('POST', '/chatbot', { name: 'Sem fila' })).body.fields).toEqual({ queueId: 'required' });
  });

  it('each company its own; only admins change options', async () => {
    const c = await company();
    const other = await company('other');
    const queue = (
      await c.call('POST', '/queue', { name: 'Privada', color: color(), greetingMessage: 'Oi', chatbots: twoLevels })
    ).body;
    const option = queue.chatbots[0];

    expect((await other.call('GET', `/chatbot/${option.id}`)).status).toBe(404);
    expect((await other.call('PUT', `/chatbot/${option.id}`, { name: 'Invasão' })).status).toBe(404);
    expect((await other.call('DELETE', `/chatbot/${option.id}`)).status).toBe(404);
    expect((await other.call('POST', '/chatbot', { chatbotId: option.id, name: 'Invasão' })).status).toBe(404);
    expect((await other.call('POST', '/chatbot', { queueId: queue.id, name: 'Invasão' })).status).toBe(404);
    // Another company's queue as a target, or its option's id to overwrite: neither is taken.
    const otherQueue = (await other.call('GET', '/queue')).body[0];
    const target = await c.call('POST', '/chatbot', {
      queueId: queue.id,
      name: 'Mover',
      queueType: 'queue',
      optQueueId: otherQueue.id,
    });
    expect(target.status).toBe(400);
    const foreign = (
      await other.call('POST', '/queue', {
        name: 'Alheia',
        color: color(),
        greetingMessage: 'Oi',
        chatbots: [{ name: 'Alheia' }],
      })
    ).body;
    const hijack = await c.call('PUT', `/queue/${queue.id}`, {
      name: 'Privada',
      color: queue.color,
      greetingMessage: 'Oi',
      chatbots: [{ id: foreign.chatbots[0].id, name: 'Tomada' }],
    });
    expect(hijack.body.chatbots[0].id).not.toBe(foreign.chatbots[0].id);
    expect((await other.call('GET', `/chatbot/${foreign.chatbots[0].id}`)).body.name).toBe('Alheia');

    const ana = await t.login(c.users.ana);
    const own = hijack.body.chatbots[0];
    expect((await c.call('GET', `/chatbot/${own.id}`, undefined, ana.token)).status).toBe(200);
    expect((await c.call('POST', '/chatbot', { queueId: queue.id, name: 'Nova opção' }, ana.token)).status).toBe(403);
    expect((await c.call('PUT', `/chatbot/${own.id}`, { name: 'Mudada' }, ana.token)).status).toBe(403);
    expect((await c.call('DELETE', `/chatbot/${own.id}`, undefined, ana.token)).status).toBe(403);
    expect((await c.call('GET', `/chatbot/${own.id}`)).body.name).toBe('Tomada');
  });
});

describe('weekly service hours', () => {
  const week = (startTimeA: string) =>
    ['monday', 'tuesday'].map((weekdayEn) => ({
      weekdayEn,
      startTimeA,
      endTimeA: '12:00',
      startTimeB: '',
      endTimeB: '',
    }));

  it('a queue keeps its week; bad times are refused on their field', async () => {
    const c = await company();
    const created = await c.call('POST', '/queue', {
      name: 'Horários',
      color: color(),
      greetingMessage: 'Oi',
      schedules: week('09:00'),
    });
    expect(created.body.schedules).toEqual([
      {
        weekday: 'Segunda-feira',
        weekdayEn: 'monday',
        startTimeA: '09:00',
        endTimeA: '12:00',
        startTimeB: '',
        endTimeB: '',
      },
      {
        weekday: 'Terça-feira',
        weekdayEn: 'tuesday',
        startTimeA: '09:00',
        endTimeA: '12:00',
        startTimeB: '',
        endTimeB: '',
      },
    ]);
    const bad = await c.call('PUT', `/queue/${created.body.id}`, {
      name: 'Horários',
      color: created.body.color,
      greetingMessage: 'Oi',
      schedules: week('13:00'),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'schedules.0.endTimeA': 'startAfterEnd',
      'schedules.1.endTimeA': 'startAfterEnd',
    });
    const malformed = await c.call('PUT', `/queue/${created.body.id}`, {
      name: 'Horários',
      color: created.body.color,
      greetingMessage: 'Oi',
      schedules: week('9h'),
    });
    expect(malformed.body.fields['schedules.0.startTimeA']).toBe('malformed');
  });

  it('an admin reads and sets the company week; another company is out of sight, a profile user refused', async () => {
    const c = await company();
    const other = await company('other');
    expect((await c.call('GET', `/companies/${c.companyId}`)).body).toMatchObject({ id: c.companyId, schedules: [] });
    const put = await c.call('PUT', `/companies/${c.companyId}/schedules`, {
      id: c.companyId,
      schedules: week('08:00'),
    });
    expect(put.status, put.text).toBe(200);
    expect((await c.call('GET', `/companies/${c.companyId}`)).body.schedules).toHaveLength(2);
    expect((await c.call('PUT', `/companies/${c.companyId}/schedules`, { schedules: week('25:00') })).status).toBe(400);

    expect((await other.call('GET', `/companies/${c.companyId}`)).status).toBe(404);
    expect((await other.call('PUT', `/companies/${c.companyId}/schedules`, { schedules: [] })).status).toBe(404);
    const ana = await t.login(c.users.ana);
    expect((await c.call('GET', `/companies/${c.companyId}`, undefined, ana.token)).status).toBe(403);
    expect((await c.call('PUT', `/companies/${c.companyId}/schedules`, { schedules: [] }, ana.token)).status).toBe(403);
    expect((await c.call('GET', `/companies/${c.companyId}`)).body.schedules).toHaveLength(2);
  });
});
