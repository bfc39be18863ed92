import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { ticketSchema } from '@shared/api/ticket';
import { useSession } from '@renderer/session';
import { setPlatform, type Platform } from '@renderer/platform';
import { resetMessages } from '../messages/store';
import { resetOutboxRuntime } from '../messages/outbox';
import { fakeBackend } from '../messages/testing';
import { makeUser } from '../../test/fixtures';
import { renderWithApp, Route, testI18n } from '../../test/render';
import { Composer } from './Composer';
import { resetDraftsForTests } from './drafts';

/**
 * Issue 8: 'Mensagem privada' stays on until the user turns it off; the notes go out through the
 * real outbox, only the HTTP transport and the platform bridge are faked.
 */
// Rendering Mantine with real typing takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

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
  userId: 3,
  contactId: 7,
  contact: { id: 7, name: 'Maria da Silva', number: '5565999887766' },
  updatedAt: '2025-03-04T12:00:00Z',
});

function setup() {
  setPlatform({
    getScoped: async () => ({}),
    setScoped: async () => undefined,
  } as unknown as Platform);
  const requests = fakeBackend(() => ({ status: 200 }));
  useSession.setState({
    phase: 'authenticated',
    backendUrl: 'http://backend.test',
    user: makeUser({}, { companieSettings: { sendSignMessage: 'disabled' } }),
  });
  renderWithApp(i18n, <Route path="/" element={<Composer ticket={ticket} />} />);
  const posts = () =>
    requests.filter((r) => r.method === 'POST').map((r) => r.body as { body: string; isPrivate?: string });
  return { posts };
}

const toggle = () => screen.getByRole('button', { name: 'Mensagem privada' });
const box = () => screen.getByRole('textbox', { name: 'Digite uma mensagem' });
const banner = () =>
  screen.queryAllByRole('status').find((el) => el.textContent?.includes('só a equipe verá esta mensagem')) ?? null;

beforeEach(() => {
  resetMessages();
  resetOutboxRuntime();
  resetDraftsForTests();
});
afterEach(() => setPlatform(null));

describe("the composer's 'Mensagem privada' switch", () => {
  it('stays on after each note until the user turns it off; the box shows it all along', async () => {
    const { posts } = setup();
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(banner()).not.toBeInTheDocument();

    await userEvent.click(toggle());
    for (const text of ['nota um', 'nota dois']) {
      await userEvent.type(box(), `${text}{Enter}`);
      await waitFor(() => expect(box()).toHaveValue(''));
      expect(toggle()).toHaveAttribute('aria-pressed', 'true');
      expect(banner()).toBeInTheDocument();
      expect(box()).toHaveAttribute('placeholder', 'Digite uma mensagem privada (só a equipe vê)');
    }

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(banner()).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('placeholder', 'Digite uma mensagem');
    await userEvent.type(box(), 'ao cliente{Enter}');

    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts()).toMatchObject([
      { body: '*Ana Atendente - Mensagem Privada:*\nnota um', isPrivate: 'true' },
      { body: '*Ana Atendente - Mensagem Privada:*\nnota dois', isPrivate: 'true' },
      { body: 'ao cliente' },
    ]);
    expect(posts()[2]).not.toHaveProperty('isPrivate');
  });
});
