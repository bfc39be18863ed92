import { describe, expect, it } from 'vitest';
import { CAMPAIGN_SETTING_DEFAULTS } from '@shared/domain/campaigns';
import { settingsBodyOf, formOfSettings, settingsOf } from './campaignSettingsForm';
import { reportOf } from './campaignReport';
import type { Campaign } from '@shared/api/campaign';

describe('the campaign settings as GET /campaign-settings gives them', () => {
  it('reads the JSON text values, and keeps the spec 3 §9 default for what is missing or unreadable', () => {
    const s = settingsOf([
      { key: 'messageInterval', value: '5' },
      { key: 'sabado', value: 'true' },
      { key: 'startHour', value: '"07:30"' },
      { key: 'variables', value: '[{"key":"loja","value":"Centro"}]' },
      { key: 'endHour', value: '{broken' },
    ]);
    expect(s).toEqual({
      ...CAMPAIGN_SETTING_DEFAULTS,
      messageInterval: 5,
      sabado: true,
      startHour: '07:30',
      variables: [{ key: 'loja', value: 'Centro' }],
    });
  });

  it('sends back numbers, flags and trimmed keys', () => {
    const form = {
      ...formOfSettings(CAMPAIGN_SETTING_DEFAULTS),
      greaterInterval: '90',
      variables: [{ key: ' loja ', value: 'x' }],
    };
    expect(settingsBodyOf(form)).toMatchObject({
      greaterInterval: 90,
      messageInterval: 20,
      variables: [{ key: 'loja', value: 'x' }],
    });
  });
});

describe('the report numbers', () => {
  it('counts the valid contacts and the delivered entries, progress capped at 100', () => {
    const at = '2026-11-27T10:00:00.000Z';
    const c = {
      contactList: {
        name: 'L',
        contacts: [{ isWhatsappValid: true }, { isWhatsappValid: true }, { isWhatsappValid: false }],
      },
      shipping: [
        { number: '1', message: '', deliveredAt: at, confirmationRequestedAt: at, confirmedAt: null },
        { number: '2', message: '', deliveredAt: null, confirmationRequestedAt: null, confirmedAt: null },
      ],
    } as unknown as Campaign;
    expect(reportOf(c)).toEqual({ valid: 2, delivered: 1, confirmationRequested: 1, confirmed: 0, percent: 50 });
    expect(reportOf({ ...c, contactList: null }).percent).toBe(0);
  });
});
