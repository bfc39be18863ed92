import { describe, expect, it } from 'vitest';
import { userRecordSchema } from '@shared/api/userUpdate';
import { bodyOf, formOf, userFormSchema } from './userForm';

/** Each field's first message, as the dialog shows it (zodResolver keeps the first issue of a path). */
const messages = (isNew: boolean, values: object) => {
  const r = userFormSchema(isNew).safeParse({ ...formOf(null), ...values });
  const out: Record<string, string> = {};
  for (const issue of r.success ? [] : r.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('the user dialog form (spec 2 §5 "User")', () => {
  it('requires a name of 2-50, a valid email and, for a new user, a password of 5-50', () => {
    expect(messages(true, {})).toEqual({ name: 'form.required', email: 'form.required', password: 'form.required' });
    expect(messages(true, { name: 'A', email: 'x', password: '1234' })).toEqual({
      name: 'form.nameShort',
      email: 'form.emailInvalid',
      password: 'form.passwordShort',
    });
    expect(messages(true, { name: 'A'.repeat(51), email: 'a@b.co', password: 'x'.repeat(51) })).toEqual({
      name: 'form.nameLong',
      password: 'form.passwordLong',
    });
    expect(messages(true, { name: 'Ana', email: 'a@b.co', password: '12345' })).toEqual({});
  });

  it('an edit keeps the password when it is left blank, and refuses a short one', () => {
    expect(messages(false, { name: 'Ana', email: 'a@b.co', password: '' })).toEqual({});
    expect(messages(false, { name: 'Ana', email: 'a@b.co', password: '123' })).toEqual({
      password: 'form.passwordShort',
    });
    expect(bodyOf({ ...formOf(null), name: 'Ana', email: 'a@b.co' })).not.toHaveProperty('password');
  });

  it('work must end after it starts', () => {
    expect(
      messages(true, { name: 'Ana', email: 'a@b.co', password: '12345', startWork: '18:00', endWork: '08:00' }),
    ).toEqual({
      endWork: 'form.endBeforeStart',
    });
  });

  it('a new user works all day (00:00-23:59) and may close pending tickets; nothing else is granted', () => {
    const body = bodyOf({ ...formOf(null), name: 'Ana', email: 'a@b.co', password: '12345' });
    expect(body).toMatchObject({
      startWork: '00:00',
      endWork: '23:59',
      profile: 'user',
      queueIds: [],
      whatsappId: null,
      userClosePendingTicket: 'enabled',
      allTicket: 'disabled',
      allHistoric: 'disabled',
      allowConnections: 'disabled',
      allowGroup: false,
      farewellMessage: null,
    });
  });

  it('reads a record as stored, deployed spellings included, and writes the switches back as enabled/disabled', () => {
    const record = userRecordSchema.parse({
      id: 7,
      companyId: 1,
      name: 'Bruno',
      email: 'bruno@demo.local',
      profile: 'admin',
      allTicket: 'enable',
      showDashboard: 'enabled',
      userClosePendingTicket: 'disabled',
      startWork: '08:00',
      endWork: '17:30',
      queues: [{ id: 2 }, { id: 3 }],
      whatsapp: { id: 4 },
    });
    const form = formOf(record);
    expect(form).toMatchObject({
      profile: 'admin',
      allTicket: true,
      showDashboard: true,
      userClosePendingTicket: false,
      queueIds: [2, 3],
      whatsappId: 4,
    });
    expect(bodyOf(form)).toMatchObject({
      allTicket: 'enabled',
      showDashboard: 'enabled',
      userClosePendingTicket: 'disabled',
      startWork: '08:00',
    });
  });
});
