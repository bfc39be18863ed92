// Issue 10 "Sessions end everywhere at once", the account side: deleting a user and switching a
// company off end their sessions at once (tokens refused, sockets disconnected, refresh cookies
// dead), and a deleted attendant's open conversations go back to the queue.
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { setCompanyStatus } from './services/companyStatus';
import { eventually } from './testing/harness';
import { useInboxFixture } from './testing/inboxFixture';

const f = useInboxFixture();

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (!socket.connected) resolve('not connected');
    socket.once('disconnect', (reason) => resolve(reason));
  });

describe('DELETE /users/{id}', () => {
  it('only an admin, of the same company, not oneself', async () => {
    const { ana, bruno, admin, outra } = f;
    expect((await f.t.api('DELETE', `/users/${bruno.user.id}`, { token: ana.token })).body).toEqual({
      error: 'ERR_NO_PERMISSION',
    });
    const foreign = await f.t.api('DELETE', `/users/${bruno.user.id}`, { token: outra.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'ERR_NO_USER_FOUND' });
    const self = await f.t.api('DELETE', `/users/${admin.user.id}`, { token: admin.token });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ error: 'ERR_CANNOT_DELETE_SELF' });
    expect((await f.t.api('GET', `/users/${bruno.user.id}`, { token: bruno.token })).status).toBe(200);
  });

  it("ends the user's sessions at once and gives its open tickets back to the queue", async () => {
    const { bruno, admin } = f;
    const r = await f.inbound({ number: f.freshNumber(), name: 'Cliente', body: 'Oi', queueId: f.queueIds.Vendas });
    const ticketId = r.body.ticketId as number;
    const accepted = await f.t.api('PUT', `/tickets/${ticketId}`, {
      token: bruno.token,
      body: { status: 'open', userId: bruno.user.id },
    });
    expect(accepted.body).toMatchObject({ status: 'open', userId: bruno.user.id });
    const { socket } = await f.openSocket(1, bruno.token);
    const { events } = await f.openSocket(1, admin.token);
    const gone = disconnected(socket);

    const del = await f.t.api('DELETE', `/users/${bruno.user.id}`, { token: admin.token });
    expect(del.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await f.t.api('GET', `/tickets/${ticketId}`, { token: admin.token })).body).toMatchObject({
      status: 'pending',
      userId: null,
    });
    await eventually(() =>
      events.some(
        (e) => e.event === 'company-1-user' && e.payload.action === 'delete' && e.payload.userId === bruno.user.id,
      ),
    );
    await eventually(() =>
      events.some(
        (e) =>
          e.event === 'company-1-ticket' &&
          e.payload.action === 'update' &&
          e.payload.ticket.id === ticketId &&
          e.payload.ticket.status === 'pending',
      ),
    );
    expect((await f.t.api('GET', `/users/${admin.user.id}`, { token: bruno.token })).status).toBe(403);
    expect((await f.t.api('POST', '/auth/refresh_token', { cookie: bruno.cookie })).status).toBe(401);
    expect(
      (await f.t.api('POST', '/auth/login', { body: { email: 'bruno@demo.local', password: 'demo1234' } })).status,
    ).toBe(401);
    const list = (await f.t.api('GET', '/users/list', { token: admin.token })).body as { id: number }[];
    expect(list.map((u) => u.id)).not.toContain(bruno.user.id);
    expect((await f.t.api('DELETE', `/users/${bruno.user.id}`, { token: admin.token })).status).toBe(404);
  });
});

describe('a company switched off', () => {
  it('ends every session of its users at once and refuses their sign-in; other companies go on', async () => {
    const { outra, admin } = f;
    const { socket } = await f.openSocket(2, outra.token);
    const gone = disconnected(socket);
    expect(await setCompanyStatus(f.t.server.ctx, 2, false)).toBe(true);
    expect(await gone).toBe('io server disconnect');
    const r = await f.t.api('GET', `/users/${outra.user.id}`, { token: outra.token });
    expect(r.status).toBe(403);
    expect((await f.t.api('POST', '/auth/refresh_token', { cookie: outra.cookie })).status).toBe(401);
    const login = await f.t.api('POST', '/auth/login', { body: { email: 'admin@outra.local', password: 'demo1234' } });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ error: 'ERR_COMPANY_INACTIVE' });
    // A wrong password is still just wrong: the company's state is said only to its users.
    const guess = await f.t.api('POST', '/auth/login', { body: { email: 'admin@outra.local', password: 'errada' } });
    expect(guess.body).toEqual({ error: 'ERR_INVALID_CREDENTIALS' });
    expect((await f.t.api('GET', `/users/${admin.user.id}`, { token: admin.token })).status).toBe(200);

    expect(await setCompanyStatus(f.t.server.ctx, 2, true)).toBe(true);
    expect((await f.t.login('admin@outra.local')).token).toBeTruthy();
  });
});
