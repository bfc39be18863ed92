import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOutcome, eventually, recordEvents, startTestServer } from '../testing/harness';

/**
 * The settings page's writes (issue 12): company options by column with spec 2 §5's required
 * messages, the installation's white-label keys (super user only) and its logos, served publicly.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.server.close();
});

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function logoForm(fields: Record<string, string>, file?: { type: string; name: string; bytes?: Uint8Array<ArrayBuffer> }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([file.bytes ?? PNG], { type: file.type }), file.name);
  return form;
}

describe('PUT /companySettings: permissions and the required-message rule', () => {
  it('refuses a profile user (403); an admin changes only its own company', async () => {
    const ana = await t.login('ana@demo.local');
    const refused = await t.api('PUT', '/companySettings', { token: ana.token, body: { column: 'userRating', data: 'enabled' } });
    expect(refused.status).toBe(403);
    const outra = await t.login('admin@outra.local');
    const admin = await t.login('admin@demo.local');
    expect(
      (await t.api('PUT', '/companySettings', { token: outra.token, body: { column: 'userRating', data: 'enabled' } })).status,
    ).toBe(200);
    const one = await t.api('GET', '/companySettingOne?column=userRating', { token: admin.token });
    expect(one.body).toEqual({ userRating: 'disabled' });
    await t.api('PUT', '/companySettings', { token: outra.token, body: { column: 'userRating', data: 'disabled' } });
  });

  it('an option that sends a message cannot be switched on while its message is empty, nor the message cleared', async () => {
    const admin = await t.login('admin@demo.local');
    const put = (column: string, data: string) => t.api('PUT', '/companySettings', { token: admin.token, body: { column, data } });
    await put('transferMessage', '');
    const on = await put('sendMsgTransfTicket', 'enabled');
    expect(on.status).toBe(400);
    expect(on.body).toMatchObject({ error: 'ERR_SETTING_MESSAGE_REQUIRED', fields: { transferMessage: 'required' } });
    expect((await put('transferMessage', 'Transferido para {{queue}}')).status).toBe(200);
    expect((await put('sendMsgTransfTicket', 'enabled')).status).toBe(200);
    expect((await put('transferMessage', '  ')).status).toBe(400);
    expect((await put('sendMsgTransfTicket', 'disabled')).status).toBe(200);
    expect((await put('transferMessage', '')).status).toBe(200);
    // Calls: the message is what a caller hears when calls are not accepted.
    await put('acceptCallWhatsapp', 'enabled');
    expect((await put('acceptCallWhatsapp', 'disabled')).body).toMatchObject({ error: 'ERR_SETTING_MESSAGE_REQUIRED' });
    // A stored state that already breaks a rule (the defaults) does not block other options.
    expect((await put('userRandom', 'enabled')).status).toBe(200);
    await put('userRandom', 'disabled');
    await put('AcceptCallWhatsappMessage', 'Não atendemos ligações.');
    expect((await put('acceptCallWhatsapp', 'disabled')).status).toBe(200);
    await put('AcceptCallWhatsappMessage', '').then((r) => expect(r.status).toBe(400));
  });
});

describe('PUT /settings/{key}: the installation white-label', () => {
  it('is the super user alone: an admin and a profile user get 403; an unknown key and bad values 400', async () => {
    const admin = await t.login('admin@demo.local');
    const ana = await t.login('ana@demo.local');
    const superUser = await t.login('super@demo.local');
    for (const token of [admin.token, ana.token]) {
      expect((await t.api('PUT', '/settings/appName', { token, body: { value: 'X' } })).status).toBe(403);
      expect((await t.api('PUT', '/settings/userCreation', { token, body: { value: 'enabled' } })).status).toBe(403);
    }
    expect((await t.api('PUT', '/settings/nothing', { token: superUser.token, body: { value: 'x' } })).status).toBe(400);
    expect((await t.api('PUT', '/settings/appName', { token: superUser.token, body: {} })).status).toBe(400);
    const color = await t.api('PUT', '/settings/primaryColorLight', { token: superUser.token, body: { value: 'red;' } });
    expect(color).toMatchObject({ status: 400, body: { fields: { value: 'whiteLabel.colorInvalid' } } });
    expect((await t.api('PUT', '/settings/appName', { token: superUser.token, body: { value: ' ' } })).status).toBe(400);
    expect((await t.api('PUT', '/settings/userCreation', { token: superUser.token, body: { value: 'yes' } })).status).toBe(400);
    expect((await t.api('PUT', '/settings/appName', { body: { value: 'X' } })).status).toBe(401);
  });

  it("stores company 1's value, read publicly, and tells every company's clients", async () => {
    const superUser = await t.login('super@demo.local');
    const outra = await t.login('admin@outra.local');
    const socket = t.socketOf(outra.user.companyId, outra.token);
    const events = recordEvents(socket);
    expect(await connectOutcome(socket)).toBe('connected');
    try {
      const r = await t.api('PUT', '/settings/primaryColorLight', { token: superUser.token, body: { value: '#aa3300' } });
      expect(r.body).toEqual({ key: 'primaryColorLight', value: '#aa3300' });
      expect((await t.api('GET', '/public-settings/primaryColorLight')).body).toBe('#aa3300');
      await eventually(() =>
        events.find((e) => e.event === `company-${outra.user.companyId}-settings` && e.payload.setting?.key === 'primaryColorLight'),
      );
      const list = await t.api('GET', '/settings', { token: superUser.token });
      expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'primaryColorLight', value: '#aa3300' })]));
    } finally {
      socket.close();
      await t.api('PUT', '/settings/primaryColorLight', { token: superUser.token, body: { value: '#0091FF' } });
    }
  });
});

describe('POST /settings-whitelabel/logo', () => {
  it('stores an image as the mode\'s logo, served at /public/{path} to anyone; refuses others and non-images', async () => {
    const superUser = await t.login('super@demo.local');
    const admin = await t.login('admin@demo.local');
    const png = { type: 'image/png', name: 'logo.png' };
    const refusedAdmin = await t.api('POST', '/settings-whitelabel/logo', {
      token: admin.token,
      form: logoForm({ typeArch: 'logo', mode: 'Light' }, png),
    });
    expect(refusedAdmin.status).toBe(403);
    const notImage = await t.api('POST', '/settings-whitelabel/logo', {
      token: superUser.token,
      form: logoForm({ typeArch: 'logo', mode: 'Light' }, { type: 'text/html', name: 'x.html', bytes: new TextEncoder().encode('<b>') }),
    });
    expect(notImage.status).toBe(400);
    const badMode = await t.api('POST', '/settings-whitelabel/logo', {
      token: superUser.token,
      form: logoForm({ typeArch: 'logo', mode: 'Huge' }, png),
    });
    expect(badMode.body).toMatchObject({ fields: { mode: expect.any(String) } });
    expect((await t.api('POST', '/settings-whitelabel/logo', { token: superUser.token, form: logoForm({ typeArch: 'logo', mode: 'Dark' }) })).status).toBe(400);

    const stored = await t.api('POST', '/settings-whitelabel/logo', {
      token: superUser.token,
      form: logoForm({ typeArch: 'logo', mode: 'Favicon' }, png),
    });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ key: 'appLogoFavicon', path: expect.stringMatching(/^1\/[0-9a-f]{32}\//) });
    expect((await t.api('GET', '/public-settings/appLogoFavicon')).body).toBe(stored.body.path);
    const served = await t.api('GET', `/public/${stored.body.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    // A replaced logo is served no more; nor is any other upload.
    const next = await t.api('POST', '/settings-whitelabel/logo', {
      token: superUser.token,
      form: logoForm({ typeArch: 'logo', mode: 'Favicon' }, png),
    });
    expect((await t.api('GET', `/public/${stored.body.path}`)).status).toBe(404);
    expect((await t.api('GET', `/public/1/${'0'.repeat(32)}/x.png`)).status).toBe(404);
    await t.api('PUT', '/settings/appLogoFavicon', { token: superUser.token, body: { value: '' } });
    expect((await t.api('GET', `/public/${next.body.path}`)).status).toBe(404);
  });
});
