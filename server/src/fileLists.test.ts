import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCompany } from './testing/freshCompany';
import { eventually, recordEvents, startTestServer } from './testing/harness';

/**
 * File lists (spec 2 "File lists", §3, §5, §7): an admin saves a list with its options' names,
 * then uploads each option's file; the list is searched by name, 20 a page; another company's
 * lists are missing to it and a profile user is refused; every change is heard on
 * `company{id}-file`, and the stored files go with the options that held them.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer({ testFactory: true, mediaMaxBytes: 64 * 1024 });
});
afterAll(async () => {
  await t.server.close();
});

interface Option {
  id: number;
  name: string;
  path: string;
  mediaType: string;
  mediaUrl: string | null;
}

/** The multipart form the deployed web client sends for some options of a list. */
const uploadForm = (listId: number, files: { optionId: number; name: string; type: string; text: string }[]) => {
  const form = new FormData();
  form.append('fileId', String(listId));
  form.append('typeArch', 'fileList');
  for (const f of files) {
    form.append('files', new Blob([f.text], { type: f.type }), f.name);
    form.append('mediaType', f.type);
    form.append('name', f.name);
    form.append('id', String(f.optionId));
  }
  return form;
};

/** The media key of a signed URL (`/media/<company>/<id>/<name>?…`). */
const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\/media\//, ''));
const stored = async (url: string) => (await t.server.ctx.media.store.lookup(keyOf(url))) !== null;

describe('file lists', () => {
  it('an admin adds a list with options, uploads their files, renames, replaces, removes; admins hear each step', async () => {
    const c = await freshCompany(t, 'demo');
    const socket = t.socketOf(c.companyId, c.admin.token);
    const events = recordEvents(socket);
    await eventually(() => socket.connected);
    const fileEvents = () => events.filter((e) => e.event === `company${c.companyId}-file`).map((e) => e.payload);

    const created = await c.call('POST', '/files', {
      name: 'Catálogo',
      message: 'Segue o catálogo',
      options: [{ name: 'Tabela' }, { name: 'Fotos', path: '', mediaType: '' }],
      userId: 999,
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Catálogo',
      message: 'Segue o catálogo',
      userId: c.admin.user.id,
      options: [
        { name: 'Tabela', path: '', mediaUrl: null },
        { name: 'Fotos', path: '', mediaUrl: null },
      ],
    });
    const id = created.body.id as number;
    const [tabela, fotos] = created.body.options as Option[];
    await eventually(() => fileEvents().find((p) => p.action === 'create' && p.record.id === id));

    const up = await t.api('POST', `/files/uploadList/${id}`, {
      token: c.admin.token,
      form: uploadForm(id, [
        { optionId: tabela.id, name: 'tabela.pdf', type: 'application/pdf', text: '%PDF-1.4 tabela' },
        { optionId: fotos.id, name: 'fotos.zip', type: 'application/zip', text: 'PK fotos' },
      ]),
    });
    expect(up.status, up.text).toBe(200);
    expect(up.body).toEqual({ mensagem: 'Arquivos atualizados' });
    const one = await c.call('GET', `/files/${id}`);
    const withFiles = one.body.options as Option[];
    expect(withFiles).toMatchObject([
      { id: tabela.id, path: 'tabela.pdf', mediaType: 'application/pdf' },
      { id: fotos.id, path: 'fotos.zip', mediaType: 'application/zip' },
    ]);
    const bytes = await fetch(withFiles[0].mediaUrl!);
    expect(await bytes.text()).toBe('%PDF-1.4 tabela');
    // An admin's token reads it too (clients that send headers); a profile user's does not.
    const path = new URL(withFiles[0].mediaUrl!).pathname;
    expect((await t.api('GET', path, { token: c.admin.token })).status).toBe(200);
    const ana = await t.login(c.users.ana);
    expect((await t.api('GET', path, { token: ana.token })).status).toBe(403);
    await eventually(() =>
      fileEvents().find((p) => p.action === 'update' && p.record.options?.[0]?.path === 'tabela.pdf'),
    );

    // Replacing a file drops the bytes it replaced.
    const again = await t.api('POST', `/files/uploadList/${id}`, {
      token: c.admin.token,
      form: uploadForm(id, [{ optionId: tabela.id, name: 'tabela-2026.pdf', type: 'application/pdf', text: 'novo' }]),
    });
    expect(again.status, again.text).toBe(200);
    const replaced = (await c.call('GET', `/files/${id}`)).body.options as Option[];
    expect(replaced[0]).toMatchObject({ id: tabela.id, path: 'tabela-2026.pdf' });
    expect(await stored(withFiles[0].mediaUrl!)).toBe(false);
    expect(await stored(replaced[0].mediaUrl!)).toBe(true);

    // PUT is the whole list: Fotos left out is removed with its file, a new option added, Tabela renamed.
    const changed = await c.call('PUT', `/files/${id}`, {
      name: 'Catálogo 2026',
      message: 'Novo catálogo',
      options: [{ ...replaced[0], name: 'Tabela de preços' }, { name: 'Vídeo' }],
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Catálogo 2026',
      message: 'Novo catálogo',
      options: [
        { id: tabela.id, name: 'Tabela de preços', path: 'tabela-2026.pdf' },
        { name: 'Vídeo', path: '' },
      ],
    });
    expect(await stored(replaced[1].mediaUrl!)).toBe(false);
    expect(await stored(replaced[0].mediaUrl!)).toBe(true);
    await eventually(() => fileEvents().find((p) => p.action === 'update' && p.record.name === 'Catálogo 2026'));

    // Deleting the list takes its options' files with it.
    const removed = await c.call('DELETE', `/files/${id}`);
    expect(removed.status).toBe(200);
    expect((await c.call('GET', `/files/${id}`)).status).toBe(404);
    expect(await stored(replaced[0].mediaUrl!)).toBe(false);
    await eventually(() => fileEvents().find((p) => p.action === 'delete' && p.id === id));
    socket.close();
  });

  it('pages by name, 20 a page, and searches the name', async () => {
    const c = await freshCompany(t, 'demo');
    for (let i = 0; i < 22; i++) {
      const r = await c.call('POST', '/files', { name: `Lista ${String(i).padStart(2, '0')}`, message: 'm' });
      expect(r.status, r.text).toBe(200);
    }
    const first = await c.call('GET', '/files/?pageNumber=1&companyId=1');
    expect(first.body).toMatchObject({ count: 22, hasMore: true });
    const names = (first.body.files as { name: string }[]).map((f) => f.name);
    expect(names).toHaveLength(20);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const second = await c.call('GET', '/files?pageNumber=2');
    expect(second.body).toMatchObject({ count: 22, hasMore: false });
    expect(second.body.files).toHaveLength(2);
    const found = await c.call('GET', `/files?searchParam=${encodeURIComponent('lista 1')}`);
    expect((found.body.files as { name: string }[]).map((f) => f.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lista 1${i}`),
    );
    // The search is a substring, not a pattern.
    expect((await c.call('GET', '/files?searchParam=%25')).body.files).toEqual([]);
  });

  it('refuses what spec 2 §5 refuses, with the failing fields', async () => {
    const c = await freshCompany(t, 'demo');
    const short = await c.call('POST', '/files', { name: 'ab', message: 'm' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toMatchObject({ name: 'nome muito curto' });
    const noMessage = await c.call('POST', '/files', { name: 'Lista', message: '  ' });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.fields).toMatchObject({ message: 'Obrigatório' });
    const noOptionName = await c.call('POST', '/files', { name: 'Lista', message: 'm', options: [{ name: '' }] });
    expect(noOptionName.status).toBe(400);
    expect(noOptionName.body.fields).toMatchObject({ 'options.0.name': 'Obrigatório' });
    expect((await c.call('POST', '/files', { name: 'Lista', message: 'm' })).status).toBe(200);
    const dup = await c.call('POST', '/files', { name: 'lista', message: 'm' });
    expect(dup).toMatchObject({ status: 400, body: { error: 'ERR_FILE_LIST_NAME_ALREADY_EXISTS' } });
    expect((await c.call('GET', '/files/abc')).status).toBe(400);
  });

  it('uploads refuse a file over the media limit, a missing option or a mismatched form, keeping nothing', async () => {
    const c = await freshCompany(t, 'demo');
    const { body: list } = await c.call('POST', '/files', { name: 'Lista', message: 'm', options: [{ name: 'A' }] });
    const { body: other } = await c.call('POST', '/files', { name: 'Outra', message: 'm', options: [{ name: 'B' }] });
    const [a] = list.options as Option[];
    const upload = (form: FormData, id = list.id as number) =>
      t.api('POST', `/files/uploadList/${id}`, { token: c.admin.token, form });

    const big = await upload(
      uploadForm(list.id, [
        { optionId: a.id, name: 'big.bin', type: 'application/octet-stream', text: 'x'.repeat(70_000) },
      ]),
    );
    expect(big).toMatchObject({ status: 400, body: { error: 'ERR_MEDIA_TOO_LARGE' } });
    // Another list's option is not this list's.
    const stranger = await upload(
      uploadForm(list.id, [{ optionId: other.options[0].id, name: 'b.txt', type: 'text/plain', text: 'b' }]),
    );
    expect(stranger).toMatchObject({ status: 404, body: { error: 'ERR_NO_FILE_OPTION_FOUND' } });
    const noId = new FormData();
    noId.append('files', new Blob(['a'], { type: 'text/plain' }), 'a.txt');
    expect(await upload(noId)).toMatchObject({ status: 400, body: { fields: { id: 'one per file' } } });
    const noFile = new FormData();
    noFile.append('id', String(a.id));
    expect(await upload(noFile)).toMatchObject({ status: 400, body: { fields: { files: 'required' } } });
    const json = await t.api('POST', `/files/uploadList/${list.id}`, { token: c.admin.token, body: {} });
    expect(json.status).toBe(400);
    expect((await c.call('GET', `/files/${list.id}`)).body.options[0]).toMatchObject({ path: '', mediaUrl: null });
    // Nothing of the refused uploads stayed on disk.
    const { readdir } = await import('node:fs/promises');
    const dir = `${t.server.ctx.media.store.dir}/${c.companyId}`;
    const left = await readdir(dir).catch(() => []);
    expect(left).toEqual([]);
    // An option of another list in a PUT is refused too.
    const put = await c.call('PUT', `/files/${list.id}`, {
      name: 'Lista',
      message: 'm',
      options: [{ id: other.options[0].id, name: 'Roubada' }],
    });
    expect(put).toMatchObject({ status: 404, body: { error: 'ERR_NO_FILE_OPTION_FOUND' } });
  });

  it('is out of reach of another company (404) and of a profile user (403)', async () => {
    const c = await freshCompany(t, 'demo');
    const other = await freshCompany(t, 'other');
    const { body: list } = await c.call('POST', '/files', { name: 'Só nossa', message: 'm', options: [{ name: 'A' }] });
    expect((await other.call('GET', `/files/${list.id}`)).status).toBe(404);
    expect((await other.call('GET', '/files?searchParam=Só nossa')).body.files).toEqual([]);
    expect((await other.call('PUT', `/files/${list.id}`, { name: 'Roubada', message: 'm' })).status).toBe(404);
    expect((await other.call('DELETE', `/files/${list.id}`)).status).toBe(404);
    const theirUpload = await t.api('POST', `/files/uploadList/${list.id}`, {
      token: other.admin.token,
      form: uploadForm(list.id, [{ optionId: list.options[0].id, name: 'a.txt', type: 'text/plain', text: 'a' }]),
    });
    expect(theirUpload.status).toBe(404);

    const ana = await t.login(c.users.ana);
    const asAna = (method: string, path: string, body?: unknown) => c.call(method, path, body, ana.token);
    expect((await asAna('GET', '/files')).status).toBe(403);
    expect((await asAna('GET', `/files/${list.id}`)).status).toBe(403);
    expect((await asAna('POST', '/files', { name: 'Minha', message: 'm' })).status).toBe(403);
    expect((await asAna('PUT', `/files/${list.id}`, { name: 'Minha', message: 'm' })).status).toBe(403);
    expect((await asAna('DELETE', `/files/${list.id}`)).status).toBe(403);
    const anaUpload = await t.api('POST', `/files/uploadList/${list.id}`, {
      token: ana.token,
      form: uploadForm(list.id, [{ optionId: list.options[0].id, name: 'a.txt', type: 'text/plain', text: 'a' }]),
    });
    expect(anaUpload).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect((await c.call('GET', `/files/${list.id}`)).body).toMatchObject({ name: 'Só nossa' });
  });

  it('a queue sends one of its company’s lists; a deleted list is no longer sent by the queues and chatbot options that named it', async () => {
    const c = await freshCompany(t, 'demo');
    const other = await freshCompany(t, 'other');
    const { body: list } = await c.call('POST', '/files', { name: 'Enviar', message: 'm' });
    const { body: theirs } = await other.call('POST', '/files', { name: 'Deles', message: 'm' });
    const [queue] = (await c.call('GET', '/queue')).body as { id: number }[];
    const { body: record } = await c.call('GET', `/queue/${queue.id}`);
    const queueBody = { name: record.name, color: record.color, greetingMessage: record.greetingMessage };
    const stranger = await c.call('PUT', `/queue/${queue.id}`, { ...queueBody, fileListId: theirs.id });
    expect(stranger).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_FILE_FOUND', fields: { fileListId: 'not found' } },
    });
    const sends = await c.call('PUT', `/queue/${queue.id}`, { ...queueBody, fileListId: list.id });
    expect(sends.status, sends.text).toBe(200);
    expect(sends.body.fileListId).toBe(list.id);
    const bot = await c.call('POST', '/chatbot', {
      name: 'Arquivos',
      queueId: queue.id,
      queueType: 'file',
      optFileId: list.id,
    });
    expect(bot.status, bot.text).toBe(200);
    expect(bot.body.optFileId).toBe(list.id);
    expect((await c.call('DELETE', `/files/${list.id}`)).status).toBe(200);
    expect((await c.call('GET', `/chatbot/${bot.body.id}`)).body.optFileId).toBeNull();
    expect((await c.call('GET', `/queue/${queue.id}`)).body.fileListId).toBeNull();
  });
});
