import { describe, expect, it } from 'vitest';
import { addDraft } from './chatbotDraft';
import { bodyOf, formOf, queueFormSchema } from './queueForm';

/** Each field's first message, as the dialog shows it. */
const messages = (needsGreeting: boolean, values: object) => {
  const r = queueFormSchema(needsGreeting).safeParse({ ...formOf(null), ...values });
  const out: Record<string, string> = {};
  for (const issue of r.success ? [] : r.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('the queue dialog form (spec 2 §5 "Queue")', () => {
  it('requires a name of 2-50 and a colour of 3-9', () => {
    expect(messages(false, {})).toEqual({ name: 'form.required', color: 'form.required' });
    expect(messages(false, { name: 'A', color: '#f' })).toEqual({ name: 'form.nameShort', color: 'form.colorShort' });
    expect(messages(false, { name: 'A'.repeat(51), color: '#0091FF00AA' })).toEqual({
      name: 'form.nameLong',
      color: 'form.colorLong',
    });
    expect(messages(false, { name: 'Suporte', color: '#0091FF' })).toEqual({});
  });

  it('a greeting only once the company has another queue', () => {
    expect(messages(true, { name: 'Suporte', color: '#0091FF', greetingMessage: '   ' })).toEqual({
      greetingMessage: 'form.greetingRequired',
    });
    expect(messages(false, { name: 'Suporte', color: '#0091FF', greetingMessage: '' })).toEqual({});
  });

  it('sends blank messages as none, and no rotation time without rotation', () => {
    expect(
      bodyOf({ ...formOf(null), name: 'Suporte', color: '#0091FF', greetingMessage: ' ', tempoRoteador: 15 }, false),
    ).toMatchObject({
      greetingMessage: null,
      outOfHoursMessage: null,
      ativarRoteador: false,
      tempoRoteador: 0,
    });
    expect(
      bodyOf({ ...formOf(null), name: 'Suporte', color: '#0091FF', ativarRoteador: true, tempoRoteador: 15 }, false),
    ).toMatchObject({
      tempoRoteador: 15,
    });
  });

  it('blocks a chatbot that breaks the option rules, and a week with a bad time', () => {
    const [option] = addDraft([], []);
    expect(messages(false, { name: 'Suporte', color: '#0091FF', chatbots: [{ ...option, name: 'Abc' }] })).toEqual({
      chatbots: 'chatbot.invalid',
    });
    const schedules = formOf(null).schedules.map((d, i) => (i === 0 ? { ...d, startTimeA: '13:00' } : d));
    expect(messages(false, { name: 'Suporte', color: '#0091FF', schedules })).toEqual({ schedules: 'hours.invalid' });
  });

  it('sends the week only when the dialog edits it (scheduleType queue)', () => {
    const form = { ...formOf(null), name: 'Suporte', color: '#0091FF' };
    expect(bodyOf(form, false)).not.toHaveProperty('schedules');
    expect(bodyOf(form, true).schedules).toHaveLength(7);
    expect(bodyOf(form, true).chatbots).toEqual([]);
  });
});
