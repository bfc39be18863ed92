import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import type { z } from 'zod';
import { localScope, scopedStateSchema, type TodoTask } from '@shared/local/schema';
import { useSession } from '@renderer/session';
import { setPlatform, type Platform } from '@renderer/platform';
import { makeUser } from '@renderer/test/fixtures';
import { Route, renderWithApp, testI18n } from '@renderer/test/render';
import { useTodo } from './store';
import TodoPage from './TodoPage';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

const BACKEND = 'http://backend.test';

/** A local store in memory, as the platform keeps it (scoped per backend, company and user). */
function fakeStore(initial: Record<string, z.input<typeof scopedStateSchema.todo>> = {}) {
  const kept = new Map<string, TodoTask[]>(
    Object.entries(initial).map(([scope, tasks]) => [scope, scopedStateSchema.todo.parse(tasks)]),
  );
  const platform = {
    // As the real platforms do: what is read goes through the local store's schema.
    getScoped: vi.fn(async (scope: string) => kept.get(scope) ?? []),
    setScoped: vi.fn(async (scope: string, _key: string, value: TodoTask[]) => void kept.set(scope, value)),
  };
  setPlatform(platform as unknown as Platform);
  return { platform, kept };
}

function signIn(id = 3) {
  const user = makeUser({ id });
  useSession.setState({ phase: 'authenticated', backendUrl: BACKEND, user });
  return localScope(new URL(BACKEND).origin, user.companyId, user.id);
}

afterEach(() => {
  setPlatform(null);
  useTodo.setState({ scope: null, tasks: [], loaded: false });
  useSession.setState({ phase: 'booting', backendUrl: null, user: null });
});

const show = () => renderWithApp(i18n, <Route path="/todolist" element={<TodoPage />} />, '/todolist');
const field = () => screen.getByRole('textbox', { name: /tarefa/i });
const list = () => screen.getByRole('list', { name: 'Lista de tarefas' });

describe('/todolist', () => {
  it('adds tasks (blank text ignored) and keeps them in the user’s local store', async () => {
    const { kept } = fakeStore();
    const scope = signIn();
    show();
    expect(await screen.findByText('Nenhuma tarefa')).toBeInTheDocument();

    await userEvent.type(field(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getByText('Nenhuma tarefa')).toBeInTheDocument();
    expect(kept.get(scope)).toBeUndefined();

    await userEvent.clear(field());
    await userEvent.type(field(), 'Ligar para a Dona Maria{Enter}');
    const item = within(list()).getByRole('listitem');
    expect(item).toHaveTextContent('Ligar para a Dona Maria');
    expect(item).toHaveTextContent(/Atualizada em/);
    expect(field()).toHaveValue('');
    expect(kept.get(scope)).toEqual([
      { text: 'Ligar para a Dona Maria', createdAt: expect.any(String), updatedAt: expect.any(String), done: false },
    ]);
  });

  it('edits a task in the same field, and deletes one', async () => {
    const at = '2026-03-01T12:00:00.000Z';
    const scope = localScope(new URL(BACKEND).origin, 2, 3);
    const { kept } = fakeStore({
      [scope]: [
        { text: 'Revisar', createdAt: at, updatedAt: at },
        { text: 'Arquivar', createdAt: at, updatedAt: at },
      ],
    });
    signIn();
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar "Revisar"' }));
    const editing = screen.getByRole('textbox', { name: 'Editar tarefa' });
    expect(editing).toHaveValue('Revisar');
    await userEvent.clear(editing);
    await userEvent.type(editing, 'Revisar o contrato');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(within(list()).getAllByRole('listitem')[0]).toHaveTextContent('Revisar o contrato');
    const [first] = kept.get(scope)!;
    expect(first.createdAt).toBe(at);
    expect(first.updatedAt).not.toBe(at);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir "Arquivar"' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(kept.get(scope)!.map((t) => t.text)).toEqual(['Revisar o contrato']);
  });

  it('ticks a task off: kept, and shown struck through', async () => {
    const at = '2026-03-01T12:00:00.000Z';
    const scope = localScope(new URL(BACKEND).origin, 2, 3);
    const { kept } = fakeStore({ [scope]: [{ text: 'Revisar', createdAt: at, updatedAt: at }] });
    signIn();
    show();
    const box = await screen.findByRole('checkbox', { name: 'Concluída: "Revisar"' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(within(list()).getByText('Revisar')).toHaveStyle({ textDecoration: 'line-through' });
    expect(kept.get(scope)![0].done).toBe(true);
    await userEvent.click(box);
    expect(kept.get(scope)![0].done).toBe(false);
  });

  it('Escape gives up an edit; each user reads their own list', async () => {
    const at = '2026-03-01T12:00:00.000Z';
    const other = localScope(new URL(BACKEND).origin, 2, 4);
    fakeStore({ [other]: [{ text: 'Tarefa do Bruno', createdAt: at, updatedAt: at }] });
    signIn(3);
    const view = show();
    expect(await screen.findByText('Nenhuma tarefa')).toBeInTheDocument();
    view.unmount();

    signIn(4);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar "Tarefa do Bruno"' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Editar tarefa' }), ' mudada{Escape}');
    expect(screen.getByRole('textbox', { name: 'Nova tarefa' })).toHaveValue('');
    expect(within(list()).getByRole('listitem')).toHaveTextContent('Tarefa do Bruno');
  });

  it('tells the user when the list could not be kept', async () => {
    const { platform } = fakeStore();
    platform.setScoped.mockRejectedValueOnce(new Error('disk full'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn();
    show();
    await screen.findByText('Nenhuma tarefa');
    await userEvent.type(field(), 'Tarefa{Enter}');
    await waitFor(() =>
      expect(screen.getByText('Não foi possível guardar as tarefas neste computador.')).toBeInTheDocument(),
    );
    warn.mockRestore();
  });
});
