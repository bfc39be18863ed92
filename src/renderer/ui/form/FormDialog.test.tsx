import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, errorMessage } from '@renderer/api';
import { fakeApi } from '../../test/fakeApi';
import { renderWithApp, Route, testI18n } from '../../test/render';
import { fieldErrorText } from './fieldErrorText';
import { FormDialog } from './FormDialog';
import { useZodForm } from './useZodForm';

const schema = z.object({ name: z.string().trim().min(1, 'validation.required') });

function NameDialog({ onSaved, readOnly }: { onSaved(): void; readOnly?: boolean }) {
  const { t } = useTranslation();
  const form = useZodForm(schema, { name: '' });
  return (
    <FormDialog
      opened
      title="Nome"
      onClose={() => {}}
      form={form}
      onSubmit={async (values) => {
        await api().post('things', { json: values });
        onSaved();
      }}
      describeError={(error) => errorMessage(error, t)}
      readOnly={readOnly}
    >
      <TextInput label="Nome" {...form.register('name')} error={fieldErrorText(form.formState.errors.name, t)} />
    </FormDialog>
  );
}

async function setup(reply: () => Response) {
  const seen = fakeApi(reply);
  const onSaved = vi.fn();
  renderWithApp(await testI18n(), <Route path="/" element={<NameDialog onSaved={onSaved} />} />);
  return { seen, onSaved, field: await screen.findByRole('textbox', { name: 'Nome' }) };
}

const refuse = (body: unknown) => () => Response.json(body, { status: 400 });

describe('FormDialog', () => {
  it('read-only: no Save, Enter in a field sends nothing, and Close closes', async () => {
    const seen = fakeApi(() => Response.json({}));
    renderWithApp(await testI18n(), <Route path="/" element={<NameDialog onSaved={vi.fn()} readOnly />} />);
    const field = await screen.findByRole('textbox', { name: 'Nome' });
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    await userEvent.type(field, 'x{Enter}');
    expect(screen.getAllByRole('button', { name: 'Fechar' })).toHaveLength(2);
    expect(seen).toEqual([]);
  });

  it("shows the schema's message on its field and sends nothing", async () => {
    const { seen, field } = await setup(() => Response.json({}));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);
  });

  it("puts the server's message on the field it names, focused, and stays open", async () => {
    const { onSaved, field } = await setup(
      refuse({ error: 'Invalid body: name: Too big', fields: { name: 'Too big: at most 100' } }),
    );
    await userEvent.type(field, 'x'.repeat(5));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Too big: at most 100')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a field the form does not have, or a plain failure, in the alert', async () => {
    const { field } = await setup(refuse({ error: 'Invalid body', fields: { other: 'bad' } }));
    await userEvent.type(field, 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('other: bad');
  });

  it('translates a known error code into the alert', async () => {
    const { field } = await setup(refuse({ error: 'ERR_NO_PERMISSION' }));
    await userEvent.type(field, 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem permissão para acessar este recurso.');
  });
});
