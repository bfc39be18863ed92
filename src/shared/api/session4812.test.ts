import { describe, expect, it } from 'vitest';
import { recordedReply } from '../../../tests/support/contractFixtures';
import { parse } from '../parse';
import { sessionReplySchema } from './auth';
import { planSchema } from './company';
import { login4812, plan4812, refresh4812 } from './whaticket48.fixtures';

/**
 * The session replies recorded from a deployed Whaticket 4.8.12 (contract-fixtures, CONTRACT.md
 * "Session") parse with the shared schemas: the login's settings as a one-row array and without a
 * plan, the refresh without settings, `allTicket: "disable"`, `plan.amount` as a string.
 */
describe('sessionReplySchema against the recorded 4.8.12 replies', () => {
  it('login: the settings row becomes the settings, the missing plan reads as null', () => {
    const reply = parse(sessionReplySchema, recordedReply('whaticket-4.8.12', 'login'), 'login');
    const company = reply.user.company!;
    expect(company.plan).toBeNull();
    expect(company.companieSettings).toMatchObject({
      requiredTag: 'disabled',
      sendSignMessage: 'enabled',
      showNotificationPending: 'disabled',
      enableLGPD: 'disabled',
    });
    expect(reply.user).toMatchObject({ id: 1, companyId: 1, profile: 'admin', super: true, allTicket: 'disabled' });
    expect(reply.user.queues.map((q) => q.name)).toEqual(['Suporte', 'Vendas']);
  });

  it('refresh: no settings (an empty set, to be read from their route), the plan with its flags', () => {
    const reply = parse(sessionReplySchema, recordedReply('whaticket-4.8.12', 'refresh'), 'refresh');
    expect(reply.user.company!.companieSettings).toEqual({});
    expect(reply.user.company!.plan).toMatchObject({ name: 'Plano 1', amount: 100, useKanban: true, useCampaigns: true });
    expect(reply.user.allTicket).toBe('disabled');
    expect(reply.user.defaultTicketsManagerWidth).toBe(550);
  });

  it("the hand-written copies other tests use keep the recorded shapes", () => {
    const login = recordedReply('whaticket-4.8.12', 'login') as { user: Record<string, unknown> & { company: Record<string, unknown[]> } };
    const refresh = recordedReply('whaticket-4.8.12', 'refresh') as { user: { company: { plan: object } } };
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(login4812().user.company.companieSettings[0])).toEqual(keys(login.user.company.companieSettings[0] as object));
    expect(keys(plan4812())).toEqual(keys(refresh.user.company.plan));
    for (const key of Object.keys(login4812().user)) expect(Object.keys(login.user)).toContain(key);
    const recordedSettings = parse(sessionReplySchema, login).user.company!.companieSettings;
    expect(parse(sessionReplySchema, login4812()).user.company!.companieSettings).toEqual(recordedSettings);
    expect(parse(sessionReplySchema, refresh4812()).user.company!.companieSettings).toEqual({});
  });
});

describe('switches and plans as 4.8.12 writes them', () => {
  it("'enable' / 'disable' and booleans read as the switch they mean", () => {
    const user = (allTicket: unknown) => parse(sessionReplySchema, { ...refresh4812(), user: { ...refresh4812().user, allTicket } }).user.allTicket;
    expect(user('enable')).toBe('enabled');
    expect(user('disable')).toBe('disabled');
    expect(user(true)).toBe('enabled');
    expect(user('yes')).toBe('disabled');
  });

  it('reads the amount given as a string', () => {
    expect(parse(planSchema, plan4812()).amount).toBe(100);
  });
});
