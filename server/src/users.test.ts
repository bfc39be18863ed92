import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shared/domain/constants';
import { userRecordSchema, userUpdateBody } from '@shared/api/userUpdate';
import { editUser } from './testing/editUser';
import { startTestServer } from './testing/harness';

/**
 * PUT /users/{id} as a deployed Whaticket 4.8 answers it (CONTRACT.md "Errors"): not a patch.
 * The queues, connection and panel width a body leaves out are reset, so a client must send the
 * whole record as read; one that does keeps them.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.server.close();
});

async function record(token: string, userId: number) {
  return userRecordSchema.parse((await t.api('GET', `/users/${userId}`, { token })).body);
}

/** Puts a user's queues, connection and width back as they were seeded. */
async function restore(adminToken: string, userId: number, before: Awaited<ReturnType<typeof record>>) {
  const r = await t.api('PUT', `/users/${userId}`, {
    token: adminToken,
    body: userUpdateBody(await record(adminToken, userId), {
      queueIds: before.queues.map((q) => q.id),
      whatsappId: before.whatsappId ?? null,
      defaultTicketsManagerWidth: Number(before.defaultTicketsManagerWidth),
    }),
  });
  expect(r.status).toBe(200);
}

describe('PUT /users/{id}', () => {
  it("resets the queues, connection and width a body leaves out, as deployed (a user's own partial save empties their inbox)", async () => {
    const admin = await t.login('admin@demo.local');
    const ana = await t.login('ana@demo.local');
    const before = await record(admin.token, ana.user.id);
    expect(before.queues.length).toBeGreaterThan(0);
    expect(before.whatsappId).not.toBeNull();
    expect(
      (
        await t.api('PUT', `/users/toggleChangeWidht/${ana.user.id}`, {
          token: ana.token,
          body: { defaultTicketsManagerWidth: 480 },
        })
      ).status,
    ).toBe(200);

    const own = await t.api('PUT', `/users/${ana.user.id}`, {
      token: ana.token,
      body: { name: 'Ana Atendente', email: 'ana@demo.local' },
    });
    expect(own.status).toBe(200);
    expect(await record(admin.token, ana.user.id)).toMatchObject({
      name: 'Ana Atendente',
      queues: [],
      whatsappId: null,
      defaultTicketsManagerWidth: LIMITS.ticketsPanelWidth.default,
    });
    await restore(admin.token, ana.user.id, before);

    // An admin's partial edit of a colleague does the same.
    const bruno = await t.login('bruno@demo.local');
    const brunoBefore = await record(admin.token, bruno.user.id);
    expect(
      (await t.api('PUT', `/users/${bruno.user.id}`, { token: admin.token, body: { allHistoric: 'enabled' } })).status,
    ).toBe(200);
    expect(await record(admin.token, bruno.user.id)).toMatchObject({
      allHistoric: 'enabled',
      queues: [],
      whatsappId: null,
    });
    await restore(admin.token, bruno.user.id, brunoBefore);
    await editUser(t.api, admin.token, bruno.user.id, { allHistoric: 'disabled' });
  });

  it('keeps everything a body sends back as read; only the changes change (also a new password)', async () => {
    const admin = await t.login('admin@demo.local');
    const ana = await t.login('ana@demo.local');
    expect(
      (
        await t.api('PUT', `/users/toggleChangeWidht/${ana.user.id}`, {
          token: ana.token,
          body: { defaultTicketsManagerWidth: 480 },
        })
      ).status,
    ).toBe(200);
    const before = await record(admin.token, ana.user.id);

    const r = await editUser(t.api, ana.token, ana.user.id, { name: 'Ana A.', password: 'nova12345' });
    expect(r.status).toBe(200);
    const after = await record(admin.token, ana.user.id);
    expect(after).toMatchObject({ name: 'Ana A.', whatsappId: before.whatsappId, defaultTicketsManagerWidth: 480 });
    expect(after.queues.map((q) => q.id)).toEqual(before.queues.map((q) => q.id));
    expect(
      (await t.api('POST', '/auth/login', { body: { email: 'ana@demo.local', password: 'nova12345' } })).status,
    ).toBe(200);

    const again = await t.login('ana@demo.local', 'nova12345');
    await editUser(t.api, again.token, ana.user.id, { name: 'Ana Atendente', password: 'demo1234' });
  });

  it("a user's own edit keeps the privileged fields it sends as stored (sent back, never raised)", async () => {
    const ana = await t.login('ana@demo.local');
    const admin = await t.login('admin@demo.local');
    const before = await record(admin.token, ana.user.id);
    const raised = {
      ...userUpdateBody(before, {}),
      queueIds: [...before.queues.map((q) => q.id), 999],
      whatsappId: 12345,
      allTicket: 'enabled',
    };
    expect((await t.api('PUT', `/users/${ana.user.id}`, { token: ana.token, body: raised })).status).toBe(200);
    const after = await record(admin.token, ana.user.id);
    expect(after).toMatchObject({ allTicket: before.allTicket, whatsappId: before.whatsappId });
    expect(after.queues.map((q) => q.id)).toEqual(before.queues.map((q) => q.id));
  });
});

describe('an email already in use (emails are unique across companies: login is by email alone)', () => {
  it('taken by a colleague: the deployed message; taken in another company: a neutral refusal that does not say a user exists', async () => {
    const admin = await t.login('admin@demo.local');
    const ana = await t.login('ana@demo.local');
    const colleague = await editUser(t.api, admin.token, ana.user.id, { email: 'Bruno@demo.local' });
    expect(colleague.status).toBe(400);
    expect(colleague.body).toEqual({
      error: 'An user with this email already exists.',
      fields: { email: 'already in use' },
    });

    const other = await t.login('admin@outra.local');
    for (const email of ['admin@demo.local', 'ana@demo.local']) {
      const probe = await editUser(t.api, other.token, other.user.id, { email });
      expect(probe.status).toBe(400);
      expect(probe.body).toEqual({ error: 'ERR_EMAIL_UNAVAILABLE', fields: { email: 'unavailable' } });
      expect(probe.text).not.toMatch(/user|exist|in use/i);
    }
    // Nothing changed; a free address is taken as before.
    expect((await record(other.token, other.user.id)).email).toBe('admin@outra.local');
    const free = await editUser(t.api, other.token, other.user.id, { email: 'admin2@outra.local' });
    expect(free.status).toBe(200);
    expect((await editUser(t.api, other.token, other.user.id, { email: 'admin@outra.local' })).status).toBe(200);
  });
});
