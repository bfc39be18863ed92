import { describe, expect, it } from 'vitest';
import { connectionRecordSchema } from '@shared/api/whatsapp';
import { bodyOf, connectionFormSchema, formOf, needsSessionReset } from './connectionForm';

/** Spec 2 §5 "Connection": the dialog's rules, with the spec's message keys. */
const errorsOf = (values: object, ratingEnabled = false) => {
  const r = connectionFormSchema({ ratingEnabled }).safeParse({ ...formOf(null), name: 'Comercial', ...values });
  if (r.success) return {};
  // The first message of each field, as the form shows it.
  const first: Record<string, string> = {};
  for (const i of r.error.issues) first[i.path.join('.')] ??= i.message;
  return first;
};

describe('connection form', () => {
  it('takes a name of 2 to 50 characters', () => {
    expect(errorsOf({ name: '' })).toEqual({ name: 'form.required' });
    expect(errorsOf({ name: ' A ' })).toEqual({ name: 'form.nameShort' });
    expect(errorsOf({ name: 'A'.repeat(51) })).toEqual({ name: 'form.nameLong' });
    expect(errorsOf({ name: 'A'.repeat(50) })).toEqual({});
  });

  it('asks for a greeting once there is more than one queue', () => {
    expect(errorsOf({ queueIds: [1, 2] })).toEqual({ greetingMessage: 'form.greetingRequired' });
    expect(errorsOf({ queueIds: [1, 2], greetingMessage: 'Escolha:' })).toEqual({});
    expect(errorsOf({ queueIds: [1] })).toEqual({});
  });

  it('with rating on, needs a rating message and an NPS time above zero', () => {
    expect(errorsOf({}, true)).toEqual({
      ratingMessage: 'whatsappModal.errorRatingMessage',
      expiresTicketNPS: 'whatsappModal.errorExpiresNPS',
    });
    expect(errorsOf({ ratingMessage: 'Nota de 0 a 10?', expiresTicketNPS: 5 }, true)).toEqual({});
    expect(errorsOf({ ratingMessage: '' }, false)).toEqual({});
  });

  it("says spec 2 §5's date rules on their fields, and sends the dates only while importing", () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(errorsOf({ collectiveVacationMessage: 'Férias coletivas' })).toEqual({
      collectiveVacationStart: 'form.required',
      collectiveVacationEnd: 'form.required',
    });
    expect(
      errorsOf({
        collectiveVacationMessage: 'Férias',
        collectiveVacationStart: '2000-01-01',
        collectiveVacationEnd: today,
      }),
    ).toEqual({
      collectiveVacationStart: 'form.dates.vacationTooOld',
    });
    expect(errorsOf({ enableImportMessage: true, importOldMessages: '2000-01-01' })).toEqual({
      importOldMessages: 'form.dates.importOutOfRange',
      queueIdImportMessages: 'form.required',
    });
    const form = { ...formOf(null), name: 'Comercial', enableImportMessage: false, importOldMessages: today };
    expect(bodyOf(form, false)).toMatchObject({ enableImportMessage: false, importOldMessages: null });
  });

  it('takes a redirect time and its queue together', () => {
    expect(errorsOf({ timeSendQueue: 10 })).toEqual({ sendIdQueue: 'whatsappModal.errorSendQueue' });
    expect(errorsOf({ sendIdQueue: 3 })).toEqual({ timeSendQueue: 'whatsappModal.errorSendQueue' });
    expect(errorsOf({ sendIdQueue: 3, timeSendQueue: null })).toEqual({
      timeSendQueue: 'whatsappModal.errorSendQueue',
    });
    expect(errorsOf({ timeSendQueue: 10, sendIdQueue: 3 })).toEqual({});
  });

  it('sends the whole record: blank texts as none, empty numbers as 0, the switch as enabled/disabled', () => {
    const body = bodyOf({ ...formOf(null), name: ' Comercial ', timeSendQueue: null, groupAsTicket: true });
    expect(body).toMatchObject({
      name: 'Comercial',
      timeSendQueue: 0,
      greetingMessage: null,
      groupAsTicket: 'enabled',
      maxUseBotQueues: 3,
      maxUseBotQueuesNPS: 3,
      whenExpiresTicket: '0',
    });
  });

  it('reads a deployed record (numbers as strings) back into the form', () => {
    const record = connectionRecordSchema.parse({
      id: 1,
      name: 'Comercial',
      status: 'CONNECTED',
      timeUseBotQueues: '5',
      queues: [{ id: 2, name: 'Vendas', color: '#fff' }],
      groupAsTicket: 'enabled',
      importOldMessages: '2026-01-01',
    });
    expect(formOf(record)).toMatchObject({ timeUseBotQueues: 5, queueIds: [2], groupAsTicket: true });
    // Spec 2 §4: a connected connection that imports old messages loses its session on save.
    expect(needsSessionReset(record)).toBe(true);
    expect(needsSessionReset({ ...record, importOldMessages: null })).toBe(false);
    expect(needsSessionReset({ ...record, status: 'qrcode' })).toBe(false);
  });

  it('sends the week only when the dialog shows it (scheduleType connection), and blocks a bad time', () => {
    const form = { ...formOf(null), name: 'WhatsApp' };
    expect(form.schedules[0]).toMatchObject({ weekdayEn: 'monday', startTimeA: '08:00', endTimeB: '18:00' });
    expect(bodyOf(form)).not.toHaveProperty('schedules');
    expect(bodyOf(form, true).schedules).toHaveLength(7);
    const bad = { ...form, schedules: form.schedules.map((d, i) => (i === 0 ? { ...d, endTimeA: '07:00' } : d)) };
    expect(
      connectionFormSchema({ ratingEnabled: false })
        .safeParse(bad)
        .error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['schedules']);
  });
});
