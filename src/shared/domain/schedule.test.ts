import { describe, expect, it } from 'vitest';
import { isScheduleAttachment, scheduleFormSchema } from './schedule';

const valid = {
  body: 'Lembrete da consulta',
  contactId: '12',
  sendAt: '2025-03-04T10:00',
  intervalo: '1',
  valorIntervalo: '0',
  enviarQuantasVezes: '1',
  tipoDias: '4',
} as const;

const messages = (value: unknown) => {
  const result = scheduleFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('schedule form (spec 3 §5)', () => {
  it('accepts the defaults with a body, a contact and a time (seconds allowed)', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, sendAt: '2025-03-04T10:00:30' })).toEqual([]);
  });

  it("refuses a body under 5 characters ('Mensagem muito curta') and missing fields ('Obrigatório')", () => {
    expect(messages({ ...valid, body: ' oi  ' })).toEqual(['body: schedules:form.errors.bodyShort']);
    expect(messages({ ...valid, body: '', contactId: '', sendAt: '' })).toEqual([
      'body: schedules:form.errors.required',
      'contactId: schedules:form.errors.required',
      'sendAt: schedules:form.errors.required',
    ]);
  });

  it('takes recurrence counts as whole numbers: an interval from 0, a repeat count from 1', () => {
    expect(messages({ ...valid, valorIntervalo: '2', enviarQuantasVezes: '5' })).toEqual([]);
    expect(messages({ ...valid, valorIntervalo: '-1' })).toEqual(['valorIntervalo: schedules:form.errors.number']);
    expect(messages({ ...valid, enviarQuantasVezes: '0' })).toEqual([
      'enviarQuantasVezes: schedules:form.errors.number',
    ]);
    expect(messages({ ...valid, intervalo: '7', tipoDias: '1' })).toHaveLength(2);
  });

  it('allows png, jpg and jpeg attachments only', () => {
    expect(['a.png', 'b.JPG', 'c.jpeg'].map(isScheduleAttachment)).toEqual([true, true, true]);
    expect(['d.gif', 'e.pdf', 'png'].map(isScheduleAttachment)).toEqual([false, false, false]);
  });
});
