import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRecordSchema, userUpdateBody } from '@shared/api/userUpdate';
import { recordEvents, eventually, startTestServer } from './testing/harness';

/**
 * A user's picture (spec 2 §7 POST /users/{id}/media-upload): uploaded by the user or an admin of
 * the company, served where deployed clients ask for it (/public/company{id}/user/{profileImage})
 * to anyone while a user shows it, and nowhere else.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.server.close();
});

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

function pictureForm(
  userId: number,
  file: { type: string; name: string; bytes?: Uint8Array<ArrayBuffer> } | null = { type: 'image/png', name: 'eu.png' },
) {
  const form = new FormData();
  form.set('userId', String(userId));
  form.set('typeArch', 'user');
  if (file) form.set('profileImage', new Blob([file.bytes ?? PNG], { type: file.type }), file.name);
  return form;
}

const pictureUrl = (companyId: number, file: string) => `/public/company${companyId}/user/${file}`;

async function record(token: string, userId: number) {
  return userRecordSchema.parse((await t.api('GET', `/users/${userId}`, { token })).body);
}

describe('POST /users/{id}/media-upload', () => {
  it("stores a user's own picture, announces it, serves it to anyone, and replaces the one before", async () => {
    const admin = await t.login('admin@demo.local');
    const ana = await t.login('ana@demo.local');
    const socket = t.socketOf(admin.user.companyId, admin.token);
    const events = recordEvents(socket);
    // Only a connected socket is in the admins' room; an announcement before that is not for it.
    await eventually(() => socket.connected);
    try {
      const first = await t.api('POST', `/users/${ana.user.id}/media-upload`, {
        token: ana.token,
        form: pictureForm(ana.user.id),
      });
      expect(first.status).toBe(200);
      const file = first.body.profileImage as string;
      expect(file).toMatch(/^[0-9a-f]{32}-eu\.png$/);
      expect((await record(admin.token, ana.user.id)).profileImage).toBe(file);
      // The admins' users page hears of it.
      await eventually(() =>
        events.some((e) => e.event === `company-${admin.user.companyId}-user` && e.payload.user?.profileImage === file),
      );

      const served = await t.api('GET', pictureUrl(ana.user.companyId, file));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');

      // A new picture replaces it: the old one is served no more.
      const second = await t.api('POST', `/users/${ana.user.id}/media-upload`, {
        token: admin.token,
        form: pictureForm(ana.user.id, { type: 'image/jpeg', name: 'nova.jpg', bytes: PNG }),
      });
      expect(second.status).toBe(200);
      expect((await t.api('GET', pictureUrl(ana.user.companyId, file))).status).toBe(404);
      expect((await t.api('GET', pictureUrl(ana.user.companyId, second.body.profileImage))).status).toBe(200);

      // A record sent back whole keeps it; null removes it, and its file goes.
      const kept = await t.api('PUT', `/users/${ana.user.id}`, {
        token: ana.token,
        body: userUpdateBody(await record(ana.token, ana.user.id), { name: ana.user.name }),
      });
      expect(kept.body.profileImage).toBe(second.body.profileImage);
      const cleared = await t.api('PUT', `/users/${ana.user.id}`, {
        token: ana.token,
        body: userUpdateBody(await record(ana.token, ana.user.id), { profileImage: null }),
      });
      expect(cleared.body.profileImage).toBeNull();
      expect((await t.api('GET', pictureUrl(ana.user.companyId, second.body.profileImage))).status).toBe(404);
    } finally {
      socket.close();
    }
  });

  it('is refused to a colleague who is not an admin, to another company, and for what is not an image', async () => {
    const admin = await t.login('admin@demo.local');
    const ana = await t.login('ana@demo.local');
    const bruno = await t.login('bruno@demo.local');
    const outra = await t.login('admin@outra.local');
    const upload = (token: string, userId: number, form = pictureForm(userId)) =>
      t.api('POST', `/users/${userId}/media-upload`, { token, form });

    expect((await upload(bruno.token, ana.user.id)).status).toBe(403);
    expect((await upload(outra.token, ana.user.id)).status).toBe(404);
    expect((await upload(outra.token, ana.user.id)).body).toMatchObject({ error: 'ERR_NO_USER_FOUND' });
    const svg = await upload(
      admin.token,
      ana.user.id,
      pictureForm(ana.user.id, { type: 'image/svg+xml', name: 'x.svg' }),
    );
    expect(svg.status).toBe(400);
    expect(svg.body).toMatchObject({ error: 'ERR_MEDIA_TYPE_NOT_ALLOWED' });
    const none = await upload(admin.token, ana.user.id, pictureForm(ana.user.id, null));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ fields: { profileImage: 'required' } });
    expect((await t.api('POST', `/users/${ana.user.id}/media-upload`, { token: admin.token, body: {} })).status).toBe(
      400,
    );

    // A name no user shows is not served, nor one of this company asked under another's id.
    const stored = await upload(ana.token, ana.user.id);
    const file = stored.body.profileImage as string;
    expect((await t.api('GET', pictureUrl(ana.user.companyId, `${'0'.repeat(32)}-eu.png`))).status).toBe(404);
    expect((await t.api('GET', pictureUrl(outra.user.companyId, file))).status).toBe(404);
    expect((await t.api('GET', pictureUrl(ana.user.companyId, 'not-a-stored-name.png'))).status).toBe(400);
  });
});
