import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionReplySchema } from '@shared/api/auth';
import { planSchema } from '@shared/api/company';
import {
  COMPANY_SETTING_COLUMNS,
  companySettingOneReplySchema,
  companySettingsReplySchema,
} from '@shared/api/companySettings';
import { companySettings } from '../db/schema';
import { startTestServer } from '../testing/harness';

/**
 * The session replies in 4.8.12's shapes and the routes the client reads settings and plan from
 * (CONTRACT.md "Session"): the client must cope with what a deployed backend sends, so the
 * reference server sends the same.
 */
let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.server.close();
});

describe('session replies in the deployed shapes', () => {
  it('login: companieSettings is an array holding the one settings row, and there is no plan', async () => {
    const r = await t.api('POST', '/auth/login', { body: { email: 'ana@demo.local', password: 'demo1234' } });
    const company = r.body.user.company;
    expect(company).not.toHaveProperty('plan');
    expect(company.companieSettings).toHaveLength(1);
    expect(company.companieSettings[0]).toMatchObject({
      companyId: 1,
      sendSignMessage: 'enabled',
      requiredTag: 'disabled',
      // The demo company ships with it on (issue 9); a real boolean, as 4.8.12 keeps it.
      showNotificationPending: true,
    });
    expect(company.companieSettings[0]).toHaveProperty('id');
    const parsed = sessionReplySchema.parse(r.body).user.company!;
    expect(parsed.companieSettings).toMatchObject({ sendSignMessage: 'enabled', showNotificationPending: 'enabled' });
    expect(parsed.companieSettings).not.toHaveProperty('companyId');
  });

  it('refresh: no companieSettings at all, the plan with amount as a string', async () => {
    const { cookie } = await t.login('ana@demo.local');
    const r = await t.api('POST', '/auth/refresh_token', { cookie });
    expect(r.status).toBe(200);
    expect(r.body.user.company).not.toHaveProperty('companieSettings');
    expect(r.body.user.company.plan).toMatchObject({ useKanban: true, amount: expect.any(String) });
    expect(sessionReplySchema.parse(r.body).user.company?.companieSettings).toEqual({});
  });
});

describe('GET /companySettings/{companyId}', () => {
  it("answers the caller's settings row to any user of the company", async () => {
    const ana = await t.login('ana@demo.local');
    const r = await t.api('GET', '/companySettings/1', { token: ana.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ companyId: 1, sendSignMessage: 'enabled', closeTicketOnTransfer: false });
    expect(companySettingsReplySchema.parse(r.body)).toMatchObject({
      sendSignMessage: 'enabled',
      closeTicketOnTransfer: 'disabled',
    });
  });

  it("refuses another company's settings (404, even for the super user), a bad id with 400, no token with 401", async () => {
    const superUser = await t.login('super@demo.local');
    const outra = await t.login('admin@outra.local');
    expect((await t.api('GET', '/companySettings/2', { token: superUser.token })).status).toBe(404);
    expect((await t.api('GET', '/companySettings/1', { token: outra.token })).status).toBe(404);
    expect((await t.api('GET', '/companySettings/abc', { token: outra.token })).status).toBe(400);
    expect((await t.api('GET', '/companySettings/-1', { token: outra.token })).status).toBe(400);
    expect((await t.api('GET', '/companySettings/1')).status).toBe(401);
  });
});

describe('GET /companySettingOne and PUT /companySettings', () => {
  it('answers {column: value}, a boolean column as 4.8.12 keeps it; a column not in the shared list is a 400', async () => {
    const ana = await t.login('ana@demo.local');
    const one = await t.api('GET', '/companySettingOne?column=showNotificationPending', { token: ana.token });
    expect(one.body).toEqual({ showNotificationPending: true });
    expect(companySettingOneReplySchema.parse(one.body)).toEqual({ showNotificationPending: 'enabled' });
    expect((await t.api('GET', '/companySettingOne?column=companyId', { token: ana.token })).status).toBe(400);
    expect((await t.api('GET', '/companySettingOne', { token: ana.token })).status).toBe(400);
  });

  it('stores a boolean as the switch it means, and rejects bad bodies with 400', async () => {
    const admin = await t.login('admin@demo.local');
    const put = (body: unknown) => t.api('PUT', '/companySettings', { token: admin.token, body });
    expect((await put({ column: 'showNotificationPending', data: true })).body).toEqual({
      showNotificationPending: 'enabled',
    });
    const row = (await t.api('GET', '/companySettings/1', { token: admin.token })).body;
    expect(row.showNotificationPending).toBe(true);
    await put({ column: 'showNotificationPending', data: false });
    expect((await t.api('GET', '/companySettings/1', { token: admin.token })).body.showNotificationPending).toBe(false);
    await put({ column: 'showNotificationPending', data: 'enabled' });
    expect((await put({ column: 'id', data: 'x' })).status).toBe(400);
    expect((await put({ column: 'requiredTag', data: { nested: 1 } })).status).toBe(400);
    expect((await put({})).status).toBe(400);
  });

  it('the shared column list is exactly the columns the table stores', () => {
    const stored = Object.keys(getTableColumns(companySettings)).filter(
      (k) => !['id', 'companyId', 'createdAt', 'updatedAt'].includes(k),
    );
    expect([...stored].sort()).toEqual([...COMPANY_SETTING_COLUMNS].sort());
  });
});

describe('GET /companies/listPlan/{companyId}', () => {
  it("answers the company's plan with its use* flags (the shared plan schema reads it); another company's is 404", async () => {
    const ana = await t.login('ana@demo.local');
    const plan = planSchema.parse((await t.api('GET', '/companies/listPlan/1', { token: ana.token })).body);
    expect(plan).toMatchObject({ useKanban: true, useCampaigns: true });
    expect((await t.api('GET', '/companies/listPlan/2', { token: ana.token })).status).toBe(404);
    expect((await t.api('GET', '/companies/listPlan/x', { token: ana.token })).status).toBe(400);
  });
});
