import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { useSession } from '@renderer/session';
import { fakeApi, type SeenRequest } from '@renderer/test/fakeApi';
import { makeUser } from '@renderer/test/fixtures';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import { AnnouncementsBell } from './AnnouncementsBell';

const record = (id: number, hour: number, priority: number, text = `Texto ${id}\nsegunda linha ${id}`) => ({
  id,
  title: `Aviso ${id}`,
  text,
  priority,
  status: 'true',
  mediaPath: null,
  mediaName: null,
  createdAt: new Date(Date.UTC(2026, 10, 26, hour)).toISOString(),
});
/** Two active announcements, newest first, as GET /announcements answers a non-super user. */
const ALL = [record(2, 12, 1), record(1, 9, 3)];
const serve = (request: SeenRequest) =>
  request.method === 'GET' && request.path === '/announcements'
    ? { records: ALL, count: ALL.length, hasMore: false }
    : Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() =>
  useSession.setState({ phase: 'authenticated', backendUrl: 'http://backend.test', user: makeUser({ id: 3 }) }),
);
afterEach(() => {
  cleanup();
  useSession.setState({ phase: 'booting', backendUrl: null, user: null });
  localStorage.clear();
});

const show = () => renderWithApp(i18n, <Route path="/" element={<AnnouncementsBell />} />);

describe('AnnouncementsBell', () => {
  it('counts what is new until opened, lists it newest first, and opens one in full', async () => {
    fakeApi(serve);
    show();
    const bell = await screen.findByRole('button', { name: 'Informativos (2 novos)' });
    await userEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Informativos' });
    // jsdom lays nothing out, so Mantine soon hides the dropdown as 'detached' (display: none): its
    // items are asked for with hidden ones included, as it is laid out in a browser (the e2e).
    const items = within(list).getAllByRole('button', { hidden: true });
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Aviso 2'),
      expect.stringContaining('Aviso 1'),
    ]);
    // The first line of the text and the priority in words beside its colour.
    expect(items[0]).toHaveTextContent('Texto 2');
    expect(items[0]).not.toHaveTextContent('segunda linha');
    expect(items[0]).toHaveTextContent('Alta');
    expect(items[1]).toHaveTextContent('Baixa');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Informativos' })).toBeInTheDocument());

    await userEvent.click(items[0]);
    const detail = await screen.findByRole('dialog', { name: 'Aviso 2' });
    expect(detail).toHaveTextContent('segunda linha 2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso 2' })).not.toBeInTheDocument());

    // Seen is kept for this user: a new start shows no figure.
    cleanup();
    show();
    await screen.findByRole('button', { name: 'Informativos' });
    await userEvent.click(screen.getByRole('button', { name: 'Informativos' }));
    await screen.findByRole('list', { name: 'Informativos' });
    expect(screen.queryByRole('button', { name: /novos/ })).not.toBeInTheDocument();
  });

  it('says when there is none, and when the list cannot be read', async () => {
    fakeApi(() => ({ records: [], count: 0, hasMore: false }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Informativos' }));
    expect(await screen.findByText('Nenhum informativo')).toBeInTheDocument();
    cleanup();

    fakeApi(() => Response.json({ error: 'boom' }, { status: 500 }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Informativos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar a lista de registros');
  });

  it('closes on Escape pressed right after the click, before the focus has moved into it', async () => {
    fakeApi(serve);
    show();
    const bell = await screen.findByRole('button', { name: 'Informativos (2 novos)' });
    await userEvent.click(bell);
    await screen.findByRole('dialog', { name: 'Informativos', hidden: true });
    // The key goes to the bell, as it does while the focus trap has not yet taken the focus.
    fireEvent.keyDown(bell, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Informativos', hidden: true })).toBeNull());
  });
});
