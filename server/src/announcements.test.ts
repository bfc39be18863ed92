import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCompany } from './testing/freshCompany';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * Announcements (spec 3 "Announcements", §5–§7): the platform's super user writes them, with an
 * optional png or jpeg; every signed-in user of every company reads the active ones, newest first,
 * and hears each change on `company-announcement`.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true });
});
afterAll(async () => {
  await t.server.close();
});

const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const imageForm = (name: string, type: string, bytes: Uint8Array<ArrayBuffer> = PNG) => {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  return form;
};

describe('announcements', () => {
  it('the super user publishes, illustrates, hides and deletes; users of every company read the active ones live', async () => {
    const c = await freshCompany(t, 'demo');
    const other = await freshCompany(t, 'other');
    const sup = await t.login(c.users.super);
    const ana = await t.login(c.users.ana);
    const call = (method: string, path: string, body?: unknown, token = sup.token) =>
      t.api(method, path, { token, body });
    const socket = t.socketOf(other.companyId, other.admin.token);
    const otherEvents = recordEvents(socket);
    await eventually(() => socket.connected);
    const heard = (action: string, id: number) =>
      eventually(() =>
        otherEvents.find(
          (e) =>
            e.event === 'company-announcement' &&
            e.payload.action === action &&
            (e.payload.id ?? e.payload.record?.id) === id,
        ),
      );

    const made = await call('POST', '/announcements', { title: 'Manutenção', text: 'Domingo às 22h', priority: 1 });
    expect(made.status, made.text).toBe(200);
    expect(made.body).toMatchObject({ title: 'Manutenção', priority: 1, status: true, mediaUrl: null });
    const id = made.body.id as number;
    // Another company's users hear of it too: announcements are the platform's.
    await heard('create', id);
    const later = await call('POST', '/announcements', { title: 'Novidade', text: 'Relatórios novos' });
    expect(later.body).toMatchObject({ priority: 3, status: true });

    const page = await call('GET', '/announcements?pageNumber=1', undefined, other.admin.token);
    expect(page.status).toBe(200);
    const ids = (page.body.records as { id: number }[]).map((a) => a.id);
    expect(ids.indexOf(later.body.id)).toBeLessThan(ids.indexOf(id));
    expect(
      (await call('GET', `/announcements?searchParam=${encodeURIComponent('domingo')}`, undefined, ana.token)).body
        .records,
    ).toEqual([expect.objectContaining({ id })]);

    const up = await t.api('POST', `/announcements/${id}/media-upload`, {
      token: sup.token,
      form: imageForm('aviso.png', 'image/png'),
    });
    expect(up.status, up.text).toBe(200);
    expect(up.body.mediaName).toBe('aviso.png');
    const served = await fetch(up.body.mediaUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    await heard('update', id);
    const text = await t.api('POST', `/announcements/${id}/media-upload`, {
      token: sup.token,
      form: imageForm('notas.txt', 'text/plain', new Uint8Array(8)),
    });
    expect(text.status).toBe(400);
    const gone = await call('DELETE', `/announcements/${id}/media-upload`);
    expect(gone.body).toMatchObject({ mediaName: null, mediaUrl: null });

    // Hidden: the super user's page still lists it, nobody else sees it.
    const hidden = await call('PUT', `/announcements/${id}`, { title: 'Manutenção', text: 'Adiada', status: false });
    expect(hidden.body).toMatchObject({ status: false, text: 'Adiada' });
    expect((await call('GET', '/announcements')).body.records).toContainEqual(expect.objectContaining({ id }));
    expect((await call('GET', '/announcements', undefined, ana.token)).body.records).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expect((await call('GET', `/announcements/${id}`, undefined, ana.token)).status).toBe(404);

    expect((await call('DELETE', `/announcements/${id}`)).status).toBe(200);
    await heard('delete', id);
    const missing = await call('PUT', `/announcements/${id}`, { title: 'x', text: 'y' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('ERR_NO_ANNOUNCEMENT_FOUND');
  });

  it('a title and a text are required; only the super user writes', async () => {
    const c = await freshCompany(t, 'demo');
    const sup = await t.login(c.users.super);
    const blank = await t.api('POST', '/announcements', { token: sup.token, body: { title: ' ', text: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toMatchObject({ title: 'Obrigatório', text: 'Obrigatório' });

    const made = await t.api('POST', '/announcements', { token: sup.token, body: { title: 'A', text: 'B' } });
    const id = made.body.id as number;
    for (const token of [c.admin.token, (await t.login(c.users.ana)).token]) {
      expect((await t.api('POST', '/announcements', { token, body: { title: 'A', text: 'B' } })).status).toBe(403);
      expect((await t.api('PUT', `/announcements/${id}`, { token, body: { title: 'A', text: 'C' } })).status).toBe(403);
      expect((await t.api('DELETE', `/announcements/${id}`, { token })).status).toBe(403);
      const form = imageForm('a.png', 'image/png');
      expect((await t.api('POST', `/announcements/${id}/media-upload`, { token, form })).status).toBe(403);
      expect((await t.api('DELETE', `/announcements/${id}/media-upload`, { token })).status).toBe(403);
    }
  });
});
