import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@renderer/session';
import { fakeApi, type SeenRequest } from '@renderer/test/fakeApi';
import { makeUser } from '@renderer/test/fixtures';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import QuickMessagesPage from './QuickMessagesPage';

const record = (id: number, shortcode: string) => ({
  id,
  shortcode,
  message: `texto ${id}`,
  geral: false,
  visao: true,
  status: true,
  userId: 1,
});
/** 25 replies, 20 a page, as GET /quick-messages pages them; the search filters by shortcode. */
const ALL = Array.from({ length: 25 }, (_, i) => record(i + 1, `atalho${String(i + 1).padStart(2, '0')}`));
function serve(request: SeenRequest) {
  if (request.method === 'GET' && request.path === '/quick-messages') {
    const term = request.query.searchParam ?? '';
    const found = ALL.filter((r) => r.shortcode.includes(term));
    const page = Number(request.query.pageNumber);
    return { records: found.slice((page - 1) * 20, page * 20), count: found.length, hasMore: found.length > page * 20 };
  }
  if (request.method === 'POST' && request.path === '/quick-messages') {
    return Response.json({ error: 'Invalid body', fields: { shortcode: 'Já existe' } }, { status: 400 });
  }
  return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
}

describe('QuickMessagesPage', () => {
  beforeAll(() => {
    // Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
      });
  });
  beforeEach(() =>
    useSession.setState({
      phase: 'authenticated',
      backendUrl: 'http://backend.test',
      user: makeUser({ id: 1, profile: 'admin' }),
    }),
  );
  afterEach(() => {
    cleanup(); // before the user goes: the page reads it while unmounting
    useSession.setState({ phase: 'booting', backendUrl: null, user: null });
  });

  it('lists page 1 with the count, loads the next page at the bottom, and searches on the server', async () => {
    const seen = fakeApi(serve);
    renderWithApp(await testI18n(), <Route path="/" element={<QuickMessagesPage />} />);
    const table = await screen.findByRole('table', { name: 'Respostas rápidas' });
    await screen.findByRole('heading', { level: 1, name: /^Respostas Rápidas\s*\(25\)$/ });
    // jsdom's box has no height, so the table finds itself at the bottom and asks for page 2 at once.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    expect(seen.filter((r) => r.method === 'GET').map((r) => r.query.pageNumber)).toEqual(['1', '2']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar...' }), { target: { value: 'atalho2' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    expect(seen.at(-1)?.query).toEqual({ searchParam: 'atalho2', pageNumber: '1' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Respostas Rápidas (6)');
  });

  it("shows the server's refusal of a new reply on the shortcode field", async () => {
    fakeApi(serve);
    renderWithApp(await testI18n(), <Route path="/" element={<QuickMessagesPage />} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Resposta Rápida' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Atalho/ }), 'pix');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Já existe')).toBeInTheDocument();
  });
});
