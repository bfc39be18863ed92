import { describe, expect, it } from 'vitest';
import { recordedReply } from '../../../tests/support/contractFixtures';
import { parse } from '../parse';
import {
  companySettingEventSchema,
  companySettingOneQuerySchema,
  companySettingOneReplySchema,
  companySettingPutBodySchema,
  companySettingsReplySchema,
  companySettingsSchema,
} from './companySettings';
import { settingsRow4812 } from './whaticket48.fixtures';

/** The settings row inside the recorded 4.8.12 login reply. */
const recordedRow = () => {
  const login = recordedReply('whaticket-4.8.12', 'login') as { user: { company: { companieSettings: unknown[] } } };
  return login.user.company.companieSettings[0] as Record<string, unknown>;
};

describe('companySettingsSchema: every shape a backend sends', () => {
  it("reads the recorded 4.8.12 row: switches as text, booleans as the switch they mean, no bookkeeping", () => {
    const settings = parse(companySettingsSchema, [recordedRow()]);
    expect(settings).toMatchObject({
      requiredTag: 'disabled',
      sendSignMessage: 'enabled',
      lgpdHideNumber: 'disabled',
      enableLGPD: 'disabled',
      showNotificationPending: 'disabled',
      DirectTicketsToWallets: 'disabled',
      lgpdLink: '',
    });
    // id and companyId are the row's, not settings; an unset text column is the default (absent).
    expect(settings).not.toHaveProperty('id');
    expect(settings).not.toHaveProperty('companyId');
    expect(settings).not.toHaveProperty('motivosFinalizacao');
  });

  it('reads the same row as an object (GET /companySettings/{id}) and as a one-row array alike', () => {
    const row = { ...settingsRow4812(), showNotificationPending: true, requiredTag: 'enabled' };
    const asObject = parse(companySettingsReplySchema, row);
    expect(asObject).toEqual(parse(companySettingsSchema, [row]));
    expect(asObject).toMatchObject({ showNotificationPending: 'enabled', requiredTag: 'enabled' });
  });

  it('reads a list of {key, value} entries (spec 1 §3) and a plain key/value object', () => {
    expect(parse(companySettingsSchema, [{ key: 'enableLGPD', value: 'enabled' }, { key: 'showNotificationPending', value: true }])).toEqual({
      enableLGPD: 'enabled',
      showNotificationPending: 'enabled',
    });
    expect(parse(companySettingsSchema, { sendSignMessage: 'disabled', lgpdMessage: 'Aceite' })).toEqual({
      sendSignMessage: 'disabled',
      lgpdMessage: 'Aceite',
    });
  });

  it('refuses what is no settings at all', () => {
    expect(() => parse(companySettingsSchema, 'enabled')).toThrow();
    expect(() => parse(companySettingsSchema, [1, 2])).toThrow();
  });
});

describe('the company settings routes', () => {
  it('GET /companySettingOne: the column must be one of the shared list; the reply `{column: value}` or its row array', () => {
    expect(parse(companySettingOneQuerySchema, { column: 'requiredTag' })).toEqual({ column: 'requiredTag' });
    expect(() => parse(companySettingOneQuerySchema, { column: 'companyId' })).toThrow(/column/);
    expect(() => parse(companySettingOneQuerySchema, { column: '"x"; drop table' })).toThrow(/column/);
    expect(parse(companySettingOneReplySchema, { showNotificationPending: false })).toEqual({ showNotificationPending: 'disabled' });
    expect(parse(companySettingOneReplySchema, [{ requiredTag: 'enabled' }])).toEqual({ requiredTag: 'enabled' });
  });

  it('PUT /companySettings: a boolean is stored as its switch, text as is; other values refused', () => {
    expect(parse(companySettingPutBodySchema, { column: 'showNotificationPending', data: true })).toEqual({
      column: 'showNotificationPending',
      data: 'enabled',
    });
    expect(parse(companySettingPutBodySchema, { column: 'lgpdMessage', data: 'Olá' }).data).toBe('Olá');
    expect(() => parse(companySettingPutBodySchema, { column: 'requiredTag', data: null })).toThrow(/data/);
    expect(() => parse(companySettingPutBodySchema, { column: 'passwordHash', data: 'x' })).toThrow(/column/);
  });

  it('the settings event: {setting: {key, value}} or {column, data}, unknown fields tolerated', () => {
    expect(parse(companySettingEventSchema, { action: 'update', setting: { key: 'requiredTag', value: 'enabled', id: 3 } })).toEqual({
      action: 'update',
      setting: { key: 'requiredTag', value: 'enabled' },
    });
    expect(parse(companySettingEventSchema, { action: 'update', column: 'requiredTag', data: 'enabled', extra: 1 })).toMatchObject({
      column: 'requiredTag',
      data: 'enabled',
    });
  });
});
