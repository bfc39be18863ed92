import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { ticketSchema } from '@shared/api/ticket';
import { ApiError, createApiClient, errorMessage, setApi } from '@renderer/api';
import { useSession } from '@renderer/features/session';
import { upsertTickets } from '@renderer/features/tickets';
import { setPlatform, type Platform } from '@renderer/platform';
import { makeUser } from '../../test/fixtures';
import { renderWithApp, Route, testI18n } from '../../test/render';
import { Composer } from './Composer';
import { resetDraftsForTests } from './drafts';

const sendOutgoing = vi.fn();
vi.mock('@renderer/features/messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendOutgoing: (...args: unknown[]) => sendOutgoing(...args),
  ReplyPreview: () => null,
}));

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
  const fetchFn = (async (input: RequestInfo | URL) => {
    const path = new URL(new Request(input).url).pathname;
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
  upsertTickets([ticket]);
  return renderWithApp(i18n, <Route path="/" element={<Composer ticketId={42} />} />);
}

vi.setConfig({ testTimeout: 20_000 });

const box = () => screen.getByRole('textbox', { name: 'Digite uma mensagem' });

describe('Composer', () => {
  beforeEach(() => {
    sendOutgoing.mockReset();
    resetDraftsForTests();
  });
  afterEach(() => setPlatform(null));

  it('sends on Enter and empties the box once the message was taken; Shift+Enter adds a line; blank is not sent', async () => {
    sendOutgoing.mockResolvedValue('sent');
    setup();
    await userEvent.type(box(), '   {Enter}');
    expect(sendOutgoing).not.toHaveBeenCalled();
    await userEvent.clear(box());
    await userEvent.type(box(), 'Olá{Shift>}{Enter}{/Shift}tudo bem?{Enter}');
    expect(sendOutgoing).toHaveBeenCalledWith({ ticketId: 42, body: 'Olá\ntudo bem?', isPrivate: false });
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('keeps the text and shows the reason when the server refuses it for good', async () => {
    sendOutgoing.mockRejectedValue(new ApiError('http', 'ERR_TICKET_NOT_OPEN', 400, 'ERR_TICKET_NOT_OPEN'));
    setup();
    await userEvent.type(box(), 'Não pode sumir{Enter}');
    const refusal = new ApiError('http', 'ERR_TICKET_NOT_OPEN', 400, 'ERR_TICKET_NOT_OPEN');
    expect(await screen.findByText(errorMessage(refusal, i18n.t))).toBeInTheDocument();
    expect(box()).toHaveValue('Não pode sumir');
  });

  it('keeps the text while the send is on its way, and clears only what was sent', async () => {
    let accept: (v: string) => void = () => {};
    sendOutgoing.mockReturnValue(new Promise((resolve) => (accept = resolve)));
    setup();
    await userEvent.type(box(), 'Primeira{Enter}');
    expect(box()).toHaveValue('Primeira');
    await userEvent.type(box(), ' e mais');
    await act(async () => accept('queued'));
    expect(box()).toHaveValue('Primeira e mais');
  });

  it('signs with the user name when sendSignMessage is enabled, and the toggle turns it off', async () => {
    sendOutgoing.mockResolvedValue('sent');
    setup({ sendSignMessage: 'enabled' });
    const toggle = await screen.findByRole('button', { name: 'Assinar mensagem' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.type(box(), 'Oi{Enter}');
    expect(sendOutgoing).toHaveBeenLastCalledWith({ ticketId: 42, body: '*Ana Atendente:*\nOi', isPrivate: false });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(Object.values(local)).toContain(false));
    await waitFor(() => expect(box()).toHaveValue(''));
    await userEvent.type(box(), 'Oi de novo{Enter}');
    expect(sendOutgoing).toHaveBeenLastCalledWith({ ticketId: 42, body: 'Oi de novo', isPrivate: false });
  });

  it('offers no signature toggle without sendSignMessage; a private note is prefixed and flagged', async () => {
    sendOutgoing.mockResolvedValue('sent');
    setup({ sendSignMessage: 'disabled' });
    expect(screen.queryByRole('button', { name: 'Assinar mensagem' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mensagem privada' }));
    await userEvent.type(box(), 'nota{Enter}');
    expect(sendOutgoing).toHaveBeenCalledWith({
      ticketId: 42,
      body: '*Ana Atendente - Mensagem Privada:*\nnota',
      isPrivate: true,
    });
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
    expect(sendOutgoing).not.toHaveBeenCalled();
    expect((box() as HTMLTextAreaElement).value).toMatch(/^(Bom dia|Boa tarde|Boa noite), Maria! Sou Ana Atendente\.$/);
    expect(screen.queryByRole('listbox', { name: 'Respostas rápidas' })).not.toBeInTheDocument();
  });

  it('writes what is typed as the ticket draft and restores it', async () => {
    const view = setup();
    await userEvent.type(box(), 'rascunho');
    await waitFor(() => expect(local['http://backend.test|2|3.drafts']).toEqual({ '42': 'rascunho' }));
    view.unmount();
    resetDraftsForTests();
    renderWithApp(i18n, <Route path="/" element={<Composer ticketId={42} />} />);
    await waitFor(() => expect(box()).toHaveValue('rascunho'));
  });
});
