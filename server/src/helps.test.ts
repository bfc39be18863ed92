import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCompany } from './testing/freshCompany';
import { startTestServer } from './testing/harness';

/**
 * Help entries (spec 2 §3, §6, §7): the platform's, kept by the super user in the settings page's
 * helps tab and read by everyone; a video is stored as its code even when a link was pasted.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

describe('help entries', () => {
  it('the super user adds, pages, searches, edits and deletes them; everyone reads them', async () => {
    const c = await freshCompany(t, 'demo');
    const sup = await t.login(c.users.super);
    const ana = await t.login(c.users.ana);
    const call = (method: string, path: string, body?: unknown, token = sup.token) =>
      t.api(method, path, { token, body });

    const added = await call('POST', '/helps', {
      title: 'Como transferir um atendimento',
      description: 'Passo a passo',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body).toMatchObject({ title: 'Como transferir um atendimento', video: 'dQw4w9WgXcQ' });
    const id = added.body.id as number;
    for (let i = 0; i < 21; i++) await call('POST', '/helps', { title: `Zz página ${String(i).padStart(2, '0')}` });

    const first = await call('GET', '/helps?pageNumber=1', undefined, ana.token);
    expect(first.status).toBe(200);
    expect(first.body.helps).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.count).toBeGreaterThanOrEqual(22);
    const found = await call('GET', `/helps?searchParam=${encodeURIComponent('transferir')}`, undefined, ana.token);
    expect(found.body.helps.map((h: { id: number }) => h.id)).toEqual([id]);
    const list = await call('GET', '/helps/list', undefined, ana.token);
    expect(list.body).toContainEqual(expect.objectContaining({ id, video: 'dQw4w9WgXcQ' }));

    const edited = await call('PUT', `/helps/${id}`, { title: 'Transferir', description: '', video: 'youtu.be/x' });
    expect(edited.status).toBe(400);
    expect(edited.body.fields).toMatchObject({ video: 'invalidVideo' });
    const ok = await call('PUT', `/helps/${id}`, { title: 'Transferir', video: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(ok.body).toMatchObject({ title: 'Transferir', description: '', video: 'dQw4w9WgXcQ' });

    expect((await call('DELETE', `/helps/${id}`)).status).toBe(200);
    expect((await call('DELETE', `/helps/${id}`)).status).toBe(404);
    expect((await call('PUT', `/helps/${id}`, { title: 'x' })).body.error).toBe('ERR_NO_HELP_FOUND');
  });

  it('a title is required; a company admin who is not super may not write', async () => {
    const c = await freshCompany(t, 'demo');
    const sup = await t.login(c.users.super);
    const blank = await t.api('POST', '/helps', { token: sup.token, body: { title: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toMatchObject({ title: 'Required' });

    const { body: help } = await t.api('POST', '/helps', { token: sup.token, body: { title: 'Filas' } });
    for (const [method, path, body] of [
      ['POST', '/helps', { title: 'Não' }],
      ['PUT', `/helps/${help.id}`, { title: 'Não' }],
      ['DELETE', `/helps/${help.id}`, undefined],
    ] as const) {
      const r = await t.api(method, path, { token: c.admin.token, body });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.error).toBe('ERR_NO_PERMISSION');
    }
    const after = await t.api('GET', '/helps/list', { token: c.admin.token });
    expect(after.body).toContainEqual(expect.objectContaining({ id: help.id, title: 'Filas' }));
  });
});
