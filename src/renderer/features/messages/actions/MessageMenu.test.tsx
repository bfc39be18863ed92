import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@shared/api/message';
import { useSession } from '@renderer/session';
import { makeUser } from '@renderer/test/fixtures';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import { makeMessage } from '../testing';
import { MessageMenu } from './MessageMenu';

const SENT_AT = Date.UTC(2026, 0, 1, 12, 0, 0);
const mine = (patch: Partial<Message> = {}) =>
  makeMessage(1, { fromMe: true, userId: 3, body: 'Olá', createdAt: new Date(SENT_AT).toISOString(), ...patch });

async function openMenu(message: Message) {
  const i18n = await testI18n();
  renderWithApp(i18n, <Route path="/" element={<MessageMenu message={message} ticketId={1} />} />);
  await userEvent.click(screen.getByRole('button', { name: 'Opções da mensagem' }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  useSession.setState({ user: makeUser() });
});
afterEach(() => {
  vi.useRealTimers();
  useSession.setState({ user: null });
});

describe('MessageMenu', () => {
  it('offers edit and delete on the user’s own message within 15 minutes', async () => {
    vi.setSystemTime(SENT_AT + 14 * 60_000);
    await openMenu(mine());
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Responder', 'Encaminhar', 'Editar Mensagem', 'Deletar']);
    expect(items[2]).toBeEnabled();
  });

  it('judges the window when the menu opens, not when the message was drawn', async () => {
    vi.setSystemTime(SENT_AT + 14 * 60_000);
    const i18n = await testI18n();
    renderWithApp(i18n, <Route path="/" element={<MessageMenu message={mine()} ticketId={1} />} />);
    vi.setSystemTime(SENT_AT + 16 * 60_000);
    await userEvent.click(screen.getByRole('button', { name: 'Opções da mensagem' }));
    expect(await screen.findByRole('menuitem', { name: 'Editar Mensagem (só nos primeiros 15 minutos)' })).toBeDisabled();
  });

  it('a colleague’s message: neither edit nor delete for a user, delete for an admin', async () => {
    vi.setSystemTime(SENT_AT + 60_000);
    await openMenu(mine({ userId: 99 }));
    expect(screen.queryByRole('menuitem', { name: /Editar/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Deletar' })).toBeNull();
    cleanup();

    useSession.setState({ user: makeUser({ profile: 'admin' }) });
    await openMenu(mine({ userId: 99 }));
    expect(screen.queryByRole('menuitem', { name: /Editar/ })).toBeNull();
    expect(await screen.findByRole('menuitem', { name: 'Deletar' })).toBeInTheDocument();
  });

  it('a customer’s message can be answered and forwarded only', async () => {
    vi.setSystemTime(SENT_AT + 60_000);
    await openMenu(makeMessage(2, { fromMe: false, createdAt: new Date(SENT_AT).toISOString() }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Responder', 'Encaminhar']);
  });

  it('reached with Tab, the trigger keeps the focus and Enter opens the menu', async () => {
    vi.setSystemTime(SENT_AT + 60_000);
    const i18n = await testI18n();
    renderWithApp(i18n, <Route path="/" element={<MessageMenu message={mine()} ticketId={1} />} />);
    const user = userEvent.setup();
    await user.tab();
    // The plain button gave way to the menu's own: the focus went with it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opções da mensagem' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Responder' })).toBeInTheDocument();
  });
});
