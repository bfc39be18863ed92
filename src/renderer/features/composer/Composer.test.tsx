// The composer with the real outbox behind it: only the network (the API client's fetch) and the
// platform bridge (local store, media access) are faked.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { ticketSchema } from '@shared/api/ticket';
import { ApiError, createApiClient, errorMessage, setApi } from '@renderer/api';
import { resetOutboxRuntime } from '@renderer/features/messages/outbox';
import { resetMessages } from '@renderer/features/messages/store';
import { useSession } from '@renderer/session';
import { setPlatform, type Platform } from '@renderer/platform';
import { makeUser } from '../../test/fixtures';
import { renderWithApp, Route, testI18n } from '../../test/render';
import { Composer } from './Composer';
import { resetDraftsForTests } from './drafts';

/** What POST /messages/42 carried (JSON: body, clientId, isPrivate 'true' for a note). */
type Posted = { body: string; clientId: string; isPrivate?: string };
let posted: Posted[];
/** How the server answers a send; by default it accepts (200, empty body, CONTRACT.md). */
let answerSend: () => Response | Promise<Response>;

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  // Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
});

const ticket = ticketSchema.parse({
  id: 42,
  uuid: 'u-42',
  status: 'open',
  queueId: 1,
  queue: { id: 1, name: 'Suporte', color: '#0091FF' },
  userId: 3,
  contactId: 7,
  contact: { id: 7, name: 'Maria da Silva', number: '5565999887766' },
  whatsappId: 1,
  whatsapp: { id: 1, name: 'WhatsApp Demo' },
  updatedAt: '2025-03-04T12:00:00Z',
});

let local: Record<string, unknown>;
function setup(settings: Record<string, string> = {}) {
  local = {};
  setPlatform({
    getScoped: async (scope: string, key: string) => local[`${scope}.${key}`] ?? (key === 'signature' ? true : {}),
    setScoped: async (scope: string, key: string, value: unknown) => void (local[`${scope}.${key}`] = value),
    requestMediaAccess: async () => true,
  } as unknown as Platform);
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path === '/messages/42') {
      posted.push((await request.json()) as Posted);
      return answerSend();
    }
    if (path === '/quick-messages/list')
      return Response.json([
        { id: 1, shortcode: 'saudacao', message: '{{ms}}, {{firstName}}! Sou {{userName}}.' },
        { id: 2, shortcode: 'pix', message: 'Nossa chave Pix é o CNPJ.' },
      ]);
    return Response.json({ error: 'ERR_NOT_FOUND' }, { status: 404 });
  }) as typeof fetch;
  setApi(
    createApiClient({
      baseUrl: 'http://backend.test',
      fetch: fetchFn,
      getToken: () => 't',
      refresh: async () => null,
      onSessionExpired: () => {},
    }),
  );
  useSession.setState({
    phase: 'authenticated',
    backendUrl: 'http://backend.test',
    user: makeUser({}, { companieSettings: settings }),
  });
  return renderWithApp(i18n, <Route path="/" element={<Composer ticket={ticket} />} />);
}

vi.setConfig({ testTimeout: 20_000 });

const box = () => screen.getByRole('textbox', { name: 'Digite uma mensagem' });
const sendButton = () => screen.getByRole('button', { name: 'Enviar' });
/** Lets a send that was (wrongly) started reach the network before asserting none was. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Composer', () => {
  beforeEach(() => {
    posted = [];
    answerSend = () => new Response(null, { status: 200 });
    resetMessages();
    resetOutboxRuntime();
    resetDraftsForTests();
  });
  afterEach(() => {
    resetOutboxRuntime(); // a message left queued must not retry into the next test
    setPlatform(null);
  });

  it('sends on Enter and empties the box once the message was taken; Shift+Enter adds a line; blank is not sent', async () => {
    setup();
    await userEvent.type(box(), '   {Enter}');
    await userEvent.clear(box());
    await userEvent.type(box(), 'Olá{Shift>}{Enter}{/Shift}tudo bem?{Enter}');
    await waitFor(() => expect(box()).toHaveValue(''));
    // A ticket's messages leave in order: a blank sent first would be here too.
    expect(posted).toEqual([expect.objectContaining({ body: 'Olá\ntudo bem?', clientId: expect.any(String) })]);
    expect(posted[0]).not.toHaveProperty('isPrivate');
  });

  it('keeps the text and shows the reason when the server refuses it for good', async () => {
    answerSend = () => Response.json({ error: 'ERR_TICKET_NOT_OPEN' }, { status: 400 });
    setup();
    await userEvent.type(box(), 'Não pode sumir{Enter}');
    const refusal = new ApiError('http', 'ERR_TICKET_NOT_OPEN', 400, 'ERR_TICKET_NOT_OPEN');
    expect(await screen.findByText(errorMessage(refusal, i18n.t))).toBeInTheDocument();
    expect(box()).toHaveValue('Não pode sumir');
    expect(posted.map((p) => p.body)).toEqual(['Não pode sumir']);
  });

  it('keeps the text while the send is on its way, and clears only what was sent', async () => {
    // The send hangs until the connection drops: the outbox then holds it ('queued').
    let drop: (error: Error) => void = () => {};
    answerSend = () => new Promise((_, reject) => (drop = reject));
    setup();
    await userEvent.type(box(), 'Primeira{Enter}');
    await waitFor(() => expect(posted.map((p) => p.body)).toEqual(['Primeira']));
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    expect(box()).toHaveValue('Primeira');
    await userEvent.type(box(), ' e mais');
    await act(async () => drop(new TypeError('Failed to fetch')));
    await waitFor(() => expect(sendButton()).not.toHaveAttribute('aria-busy'));
    expect(box()).toHaveValue('Primeira e mais');
  });

  it('signs with the user name when sendSignMessage is enabled, and the toggle turns it off', async () => {
    setup({ sendSignMessage: 'enabled' });
    const toggle = await screen.findByRole('button', { name: 'Assinar mensagem' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.type(box(), 'Oi{Enter}');
    await waitFor(() => expect(posted.map((p) => p.body)).toEqual(['*Ana Atendente:*\nOi']));
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(Object.values(local)).toContain(false));
    await waitFor(() => expect(box()).toHaveValue(''));
    await userEvent.type(box(), 'Oi de novo{Enter}');
    await waitFor(() => expect(posted.map((p) => p.body)).toEqual(['*Ana Atendente:*\nOi', 'Oi de novo']));
    expect(posted.some((p) => 'isPrivate' in p)).toBe(false);
  });

  it('offers no signature toggle without sendSignMessage; a private note is prefixed and flagged', async () => {
    setup({ sendSignMessage: 'disabled' });
    expect(screen.queryByRole('button', { name: 'Assinar mensagem' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mensagem privada' }));
    await userEvent.type(box(), 'nota{Enter}');
    await waitFor(() =>
      expect(posted).toMatchObject([{ body: '*Ana Atendente - Mensagem Privada:*\nnota', isPrivate: 'true' }]),
    );
  });

  it("opens the quick replies on '/', moves with the arrows and fills the variables on Enter", async () => {
    setup();
    await userEvent.type(box(), '/');
    const list = await screen.findByRole('listbox', { name: 'Respostas rápidas' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(list).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.type(box(), 'sau');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await settle();
    expect(posted).toEqual([]);
    expect((box() as HTMLTextAreaElement).value).toMatch(/^(Bom dia|Boa tarde|Boa noite), Maria! Sou Ana Atendente\.$/);
    expect(screen.queryByRole('listbox', { name: 'Respostas rápidas' })).not.toBeInTheDocument();
  });

  it('writes what is typed as the ticket draft and restores it', async () => {
    const view = setup();
    await userEvent.type(box(), 'rascunho');
    await waitFor(() => expect(local['http://backend.test|2|3.drafts']).toEqual({ '42': 'rascunho' }));
    view.unmount();
    resetDraftsForTests();
    renderWithApp(i18n, <Route path="/" element={<Composer ticket={ticket} />} />);
    await waitFor(() => expect(box()).toHaveValue('rascunho'));
  });
});
