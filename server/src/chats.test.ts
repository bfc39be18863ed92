import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, recordEvents, startTestServer } from './testing/harness';
import { freshCompany } from './testing/freshCompany';

/**
 * Internal chat (spec 1 §3/§7, spec 3 "Internal chat"): members create, page, read and write
 * chats; the owner alone edits or deletes; unread counts per member; a resent client id is stored
 * once; events reach members only; another company, a non-member and a plan without
 * useInternalChat are refused.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

type Company = Awaited<ReturnType<typeof freshCompany>>;
const userId = (u: { user: { id: number } }) => u.user.id;

async function people(c: Company) {
  const ana = await t.login(c.users.ana);
  const bruno = await t.login(c.users.bruno);
  return { ana, bruno };
}

describe('internal chat', () => {
  it('ana creates a chat with bruno; messages page newest first, unreads move, a resend is stored once, events reach members only', async () => {
    const c = await freshCompany(t, 'demo');
    const { ana, bruno } = await people(c);
    const sockets = {
      ana: t.socketOf(c.companyId, ana.token),
      bruno: t.socketOf(c.companyId, bruno.token),
      admin: t.socketOf(c.companyId, c.admin.token),
    };
    const heard = {
      ana: recordEvents(sockets.ana),
      bruno: recordEvents(sockets.bruno),
      admin: recordEvents(sockets.admin),
    };
    await eventually(() => sockets.ana.connected && sockets.bruno.connected && sockets.admin.connected);
    const chatEvents = (who: keyof typeof heard) =>
      heard[who].filter((e) => e.event === `company-${c.companyId}-chat`).map((e) => e.payload);

    const created = await c.call(
      'POST',
      '/chats',
      { title: 'Equipe', users: [{ id: userId(bruno), name: 'Bruno' }] },
      ana.token,
    );
    expect(created.status, created.text).toBe(200);
    const chat = created.body;
    expect(chat).toMatchObject({ title: 'Equipe', ownerId: userId(ana), lastMessage: '' });
    expect(chat.users.map((u: { userId: number }) => u.userId).sort()).toEqual([userId(ana), userId(bruno)].sort());
    await eventually(() => chatEvents('bruno').find((p) => p.action === 'create' && p.record.id === chat.id));

    // Both see it in their list; the admin (not a member) does not, and cannot open it.
    expect((await c.call('GET', '/chats', undefined, bruno.token)).body).toMatchObject({
      records: [{ id: chat.id }],
      count: 1,
      hasMore: false,
    });
    expect((await c.call('GET', '/chats')).body.records).toEqual([]);
    expect((await c.call('GET', `/chats/${chat.uuid}`, undefined, bruno.token)).body).toMatchObject({ id: chat.id });
    expect((await c.call('GET', `/chats/${chat.uuid}`)).status).toBe(403);
    expect((await c.call('GET', `/chats/${chat.id}/messages`)).status).toBe(403);
    expect((await c.call('POST', `/chats/${chat.id}/messages`, { message: 'intruso' })).status).toBe(403);

    const clientId = crypto.randomUUID();
    const sent = await c.call('POST', `/chats/${chat.id}/messages`, { message: 'Bom dia!', clientId }, ana.token);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({
      chatId: chat.id,
      senderId: userId(ana),
      message: 'Bom dia!',
      clientId,
      sender: { name: expect.any(String) },
    });
    const news = await eventually(() => chatEvents('bruno').find((p) => p.action === 'new-message'));
    expect(news.newMessage).toMatchObject({ id: sent.body.id, clientId });
    const unreadOf = (view: { users: { userId: number; unreads: number }[] }, id: number) =>
      view.users.find((u) => u.userId === id)?.unreads;
    expect(unreadOf(news.chat, userId(bruno))).toBe(1);
    expect(unreadOf(news.chat, userId(ana))).toBe(0);
    expect(news.chat.lastMessage).toBe('Bom dia!');

    // The same client id again (the reply was lost): the stored one, no second copy, no second event.
    const again = await c.call('POST', `/chats/${chat.id}/messages`, { message: 'Bom dia!', clientId }, ana.token);
    expect(again.body.id).toBe(sent.body.id);
    for (let i = 0; i < 11; i++) await c.call('POST', `/chats/${chat.id}/messages`, { message: `m${i}` }, bruno.token);
    const page1 = (await c.call('GET', `/chats/${chat.id}/messages?pageNumber=1`, undefined, ana.token)).body;
    expect(page1).toMatchObject({ count: 12, hasMore: true });
    expect(page1.records).toHaveLength(10);
    expect(page1.records[0].message).toBe('m10');
    const page2 = (await c.call('GET', `/chats/${chat.id}/messages?pageNumber=2`, undefined, ana.token)).body;
    expect(page2.records.map((m: { message: string }) => m.message)).toEqual(['m0', 'Bom dia!']);
    expect(page2.hasMore).toBe(false);
    await eventually(() => chatEvents('ana').filter((p) => p.action === 'new-message').length === 12);
    expect(chatEvents('bruno').filter((p) => p.action === 'new-message')).toHaveLength(12);

    // Unreads per member; reading clears the reader's only.
    const listed = (await c.call('GET', '/chats', undefined, ana.token)).body.records[0];
    expect(unreadOf(listed, userId(ana))).toBe(11);
    expect(unreadOf(listed, userId(bruno))).toBe(1);
    const read = await c.call('POST', `/chats/${chat.id}/read`, { userId: userId(ana) }, ana.token);
    expect(read.status, read.text).toBe(200);
    expect(unreadOf(read.body, userId(ana))).toBe(0);
    expect(unreadOf(read.body, userId(bruno))).toBe(1);

    // Nothing ever reached the admin, who is not a member.
    expect(chatEvents('admin')).toEqual([]);
    for (const s of Object.values(sockets)) s.close();
  });

  it('only the owner edits or deletes; a removed member hears the delete and loses access', async () => {
    const c = await freshCompany(t, 'demo');
    const { ana, bruno } = await people(c);
    const chat = (await c.call('POST', '/chats', { title: 'Equipe', users: [userId(bruno)] }, ana.token)).body;
    const bySocket = t.socketOf(c.companyId, bruno.token);
    const heard = recordEvents(bySocket);
    await eventually(() => bySocket.connected);

    const body = { title: 'Outro', users: [userId(bruno)] };
    expect((await c.call('PUT', `/chats/${chat.id}`, body, bruno.token)).status).toBe(403);
    expect((await c.call('DELETE', `/chats/${chat.id}`, undefined, bruno.token)).status).toBe(403);

    await c.call('POST', `/chats/${chat.id}/messages`, { message: 'oi' }, ana.token);
    const edited = await c.call(
      'PUT',
      `/chats/${chat.id}`,
      { title: 'Vendas', users: [userId(bruno), c.admin.user.id] },
      ana.token,
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.title).toBe('Vendas');
    // bruno stays, and keeps his unread.
    expect(edited.body.users.find((u: { userId: number }) => u.userId === userId(bruno)).unreads).toBe(1);
    expect(edited.body.users).toHaveLength(3);

    const removed = await c.call('PUT', `/chats/${chat.id}`, { title: 'Vendas', users: [c.admin.user.id] }, ana.token);
    expect(removed.body.users.map((u: { userId: number }) => u.userId).sort()).toEqual(
      [userId(ana), c.admin.user.id].sort(),
    );
    await eventually(() =>
      heard.find((e) => e.event === `company-${c.companyId}-chat` && e.payload.action === 'delete'),
    );
    expect((await c.call('GET', `/chats/${chat.id}/messages`, undefined, bruno.token)).status).toBe(403);

    expect((await c.call('DELETE', `/chats/${chat.id}`, undefined, ana.token)).status).toBe(200);
    expect((await c.call('GET', `/chats/${chat.uuid}`, undefined, ana.token)).status).toBe(404);
    bySocket.close();
  });

  it('refuses bad input, users and chats of another company, and a plan without useInternalChat', async () => {
    const c = await freshCompany(t, 'demo');
    const other = await freshCompany(t, 'other');
    const { ana } = await people(c);
    expect((await c.call('POST', '/chats', { title: '', users: [ana.user.id] })).status).toBe(400);
    expect((await c.call('POST', '/chats', { title: 'X', users: [] })).status).toBe(400);
    const foreign = await c.call('POST', '/chats', { title: 'X', users: [other.admin.user.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('ERR_NO_USER_FOUND');
    expect((await c.call('POST', '/chats/1/messages', { message: '' })).status).toBe(400);

    const chat = (await c.call('POST', '/chats', { title: 'Equipe', users: [ana.user.id] })).body;
    expect((await other.call('GET', `/chats/${chat.uuid}`)).status).toBe(404);
    expect((await other.call('GET', `/chats/${chat.id}/messages`)).status).toBe(404);
    expect((await other.call('PUT', `/chats/${chat.id}`, { title: 'X', users: [other.admin.user.id] })).status).toBe(
      404,
    );
    expect((await other.call('DELETE', `/chats/${chat.id}`)).status).toBe(404);
    expect((await other.call('POST', `/chats/${chat.id}/read`, {})).status).toBe(404);
    expect((await other.call('GET', '/chats')).body.records).toEqual([]);

    const made = (await t.api('POST', '/testing/tenants', { body: { like: 'demo', without: ['useInternalChat'] } }))
      .body;
    const gated = await t.login(made.users.admin);
    const refused = await t.api('GET', '/chats', { token: gated.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('ERR_NO_PERMISSION');
  });
});
