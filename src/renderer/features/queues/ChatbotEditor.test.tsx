import { useState } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@renderer/test/fakeApi';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import { ChatbotEditor } from './ChatbotEditor';
import type { ChatbotDraft } from './chatbotDraft';

let latest: ChatbotDraft[] = [];
function Harness({ showErrors = false }: { showErrors?: boolean }) {
  const [value, setValue] = useState<ChatbotDraft[]>([]);
  latest = value;
  return <ChatbotEditor value={value} onChange={setValue} showErrors={showErrors} />;
}

const render = async (showErrors = false) =>
  renderWithApp(await testI18n(), <Route path="/" element={<Harness showErrors={showErrors} />} />);

beforeAll(() => {
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it for re-measuring.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
});

beforeEach(() => {
  // The target lookups (GET /queue, GET /users/list).
  fakeApi((r) => (r.path === '/queue' ? [{ id: 1, name: 'Suporte', color: '#0091FF' }] : [{ id: 3, name: 'Ana' }]));
});
afterEach(cleanup);

describe('the chatbot editor (spec 2 §4)', () => {
  it('asks for the option’s message before it goes a level deeper', async () => {
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: 'Adicionar opção' }));
    const option = screen.getByRole('group', { name: /^Opção 1:/ });
    await user.type(within(option).getByRole('textbox', { name: /Nome da opção/ }), 'Financeiro');
    await user.click(within(option).getByRole('button', { name: 'Adicionar sub-opção em Financeiro' }));
    expect(within(option).getByText('Escreva a mensagem antes de adicionar sub-opções.')).toBeTruthy();
    const message = within(option).getByRole('textbox', { name: 'Mensagem' });
    expect(document.activeElement).toBe(message);
    expect(latest[0].options).toEqual([]);

    await user.type(message, 'Oi');
    await user.click(within(option).getByRole('button', { name: 'Adicionar sub-opção em Financeiro' }));
    expect(latest[0].options).toHaveLength(1);
    expect(screen.getByRole('group', { name: /^Opção 1\.1:/ })).toBeTruthy();
  });

  it('reorders and removes options from the keyboard; the first cannot go up, the last not down', async () => {
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('button', { name: 'Adicionar opção' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar opção' }));
    const names = screen.getAllByRole('textbox', { name: /Nome da opção/ });
    await user.type(names[0], 'Alfa');
    await user.type(names[1], 'Beta');
    expect((screen.getByRole('button', { name: 'Mover Alfa para cima' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Mover Beta para baixo' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'Mover Beta para cima' }).focus();
    await user.keyboard('{Enter}');
    expect(latest.map((d) => d.name)).toEqual(['Beta', 'Alfa']);
    await user.click(screen.getByRole('button', { name: 'Remover Beta' }));
    expect(latest.map((d) => d.name)).toEqual(['Alfa']);
  });

  it('shows each rule on its field once errors are shown', async () => {
    const user = userEvent.setup();
    await render(true);
    await user.click(screen.getByRole('button', { name: 'Adicionar opção' }));
    await user.type(screen.getByRole('textbox', { name: /Nome da opção/ }), 'Abc');
    expect(screen.getByText('Muito curto (mínimo 4 caracteres)')).toBeTruthy();
  });
});
