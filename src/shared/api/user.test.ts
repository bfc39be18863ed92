import { describe, expect, it } from 'vitest';
import { parse } from '../parse';
import { sessionReplySchema } from './auth';
import { userSchema } from './user';

const minimalUser = () => ({ id: 7, name: 'Ana', email: 'ana@example.com', profile: 'user', companyId: 2 });

describe('userSchema', () => {
  it('tolerates missing optional flags: switches default to disabled', () => {
    const user = parse(userSchema, minimalUser());
    expect(user).toMatchObject({
      allTicket: 'disabled',
      allHistoric: 'disabled',
      allUserChat: 'disabled',
      userClosePendingTicket: 'disabled',
      showDashboard: 'disabled',
      allowRealTime: 'disabled',
      allowConnections: 'disabled',
      allowGroup: false,
      super: false,
      queues: [],
      whatsappId: null,
      company: null,
    });
  });

  it('fills the spec 1 §3 defaults: startWork 00:00, endWork 23:59, open menu; no theme leaves it to the system', () => {
    const user = parse(userSchema, { ...minimalUser(), startWork: null, endWork: '' });
    expect(user).toMatchObject({ startWork: '00:00', endWork: '23:59', defaultTheme: null, defaultMenu: 'open' });
  });

  it('keeps enabled switches and reads an unknown switch value as disabled', () => {
    const user = parse(userSchema, {
      ...minimalUser(),
      showDashboard: 'enabled',
      allowRealTime: 'enabled',
      allUserChat: 'yes',
      allowGroup: true,
    });
    expect(user.showDashboard).toBe('enabled');
    expect(user.allowRealTime).toBe('enabled');
    expect(user.allUserChat).toBe('disabled');
    expect(user.allowGroup).toBe(true);
  });

  it('reads an unknown profile as the least privileged one', () => {
    expect(parse(userSchema, { ...minimalUser(), profile: 'root' }).profile).toBe('user');
  });

  it.each(['id', 'name', 'email', 'companyId'] as const)('refuses a user without %s', (key) => {
    const raw: Record<string, unknown> = minimalUser();
    delete raw[key];
    expect(() => parse(userSchema, raw, 'user')).toThrow(new RegExp(`user: ${key}: `));
  });

  it('parses a login reply with company, plan and settings as a key/value list', () => {
    const reply = parse(sessionReplySchema, {
      token: 'eyJhbGciOi...',
      user: {
        ...minimalUser(),
        profile: 'admin',
        passwordHash: 'must-not-survive',
        company: {
          id: 2,
          name: 'Loja',
          dueDate: '2025-04-01',
          plan: { id: 1, name: 'Plano 1', useKanban: true, useCampaigns: false },
          companieSettings: [
            { key: 'enableLGPD', value: 'enabled' },
            { key: 'lgpdHideNumber', value: 'enabled' },
          ],
        },
      },
    });
    expect(reply.user.profile).toBe('admin');
    expect(reply.user).not.toHaveProperty('passwordHash');
    expect(reply.user.company?.plan).toMatchObject({ useKanban: true, useCampaigns: false, useOpenAi: false });
    expect(reply.user.company?.companieSettings).toEqual({ enableLGPD: 'enabled', lgpdHideNumber: 'enabled' });
  });
});
