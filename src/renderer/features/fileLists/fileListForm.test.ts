import { describe, expect, it } from 'vitest';
import { bodyOf, fileListFormSchema, formOf, optionIds } from './fileListForm';

const option = (id: number, name: string) => ({ id, name, path: '', mediaType: '', mediaUrl: null });

describe('the file list form', () => {
  it('says what spec 2 §5 says: name required and at least 3 characters, message required', () => {
    const issues = (values: unknown) =>
      fileListFormSchema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    // The form shows a field's first message: 'Obrigatório' for an empty name.
    expect(issues({ name: '', message: '', options: [] })).toEqual([
      'name: form.required',
      'name: form.nameTooShort',
      'message: form.required',
    ]);
    expect(issues({ name: 'ab', message: 'm', options: [] })).toEqual(['name: form.nameTooShort']);
    expect(issues({ name: 'abc', message: 'm', options: [{ id: null, name: ' ', path: '', mediaType: '' }] })).toEqual([
      'options.0.name: form.required',
    ]);
  });

  it('sends the options as read, a new one without an id', () => {
    const form = formOf({ id: 6, name: 'Lista', message: 'm', options: [option(11, 'A')] });
    form.options.push({ id: null, name: 'B', path: '', mediaType: '' });
    expect(bodyOf(form).options).toEqual([
      { id: 11, name: 'A', path: '', mediaType: '' },
      { name: 'B', path: '', mediaType: '' },
    ]);
  });

  it('gives new options the ids the saved list holds, by name first (deployed backends insert them in any order)', () => {
    const sent = [
      { id: 11, name: 'A' },
      { id: null, name: 'B' },
      { id: null, name: 'C' },
    ];
    expect(optionIds(sent, [option(11, 'A'), option(14, 'C'), option(13, 'B')])).toEqual([11, 13, 14]);
    // Names the backend changed (trimmed, or renamed): the free ones in order.
    expect(optionIds(sent, [option(11, 'A'), option(13, 'b'), option(14, 'c')])).toEqual([11, 13, 14]);
    expect(optionIds(sent, [option(11, 'A'), option(13, 'B')])).toEqual([11, 13, null]);
  });
});
