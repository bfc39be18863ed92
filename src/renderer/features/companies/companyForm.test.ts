import { describe, expect, it } from 'vitest';
import { bodyOf, companyFormSchema, formOf } from './companyForm';

describe('the company form', () => {
  it("says spec 3 §5's messages", () => {
    const empty = companyFormSchema.safeParse(formOf(null));
    // The form shows each field's first message.
    const messages = Object.fromEntries(empty.error!.issues.reverse().map((i) => [i.path[0], i.message]));
    expect(messages).toMatchObject({
      name: 'Nome é obrigatório',
      email: 'E-mail é obrigatório',
      planId: 'form.planRequired',
    });
    const bad = companyFormSchema.safeParse({ ...formOf(null), name: 'A', email: 'x', planId: '1' });
    expect(bad.error!.issues.map((i) => i.message)).toEqual(['Too Short!', 'Email é inválido']);
    const long = companyFormSchema.safeParse({ ...formOf(null), name: 'x'.repeat(51), email: 'a@b.co', planId: '1' });
    expect(long.error!.issues.map((i) => i.message)).toEqual(['Too Long!']);
  });

  it('sends an empty due date as null and no empty password', () => {
    const values = companyFormSchema.parse({ ...formOf(null), name: 'Nova', email: 'a@b.co', planId: '3' });
    expect(bodyOf(values)).toMatchObject({
      planId: 3,
      dueDate: null,
      passwordDefault: undefined,
      recurrence: 'MENSAL',
    });
  });
});
