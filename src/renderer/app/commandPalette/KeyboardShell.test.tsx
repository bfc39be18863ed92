import { useMemo } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { useSession } from '@renderer/session';
import { makeUser } from '@renderer/test/fixtures';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import { useCommands, type Command } from '@renderer/ui';
import { KeyboardShell } from './KeyboardShell';
import { closeShellDialog } from './shellStore';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => {
  // Unmount while the user is still signed in (the shell reads it).
  cleanup();
  closeShellDialog();
  useSession.setState({ user: null });
});

const accept = vi.fn();

/** A screen registering the current ticket's actions, as the ticket view does. */
function TicketScreen() {
  const commands = useMemo<Command[]>(
    () => [{ id: 'ticket.accept', label: 'Aceitar', group: 'ticket', shortcut: 'alt+A', run: accept }],
    [],
  );
  useCommands('ticket', commands);
  return <textarea aria-label="Digite uma mensagem" />;
}

function renderShell(route = '/tickets/abc') {
  useSession.setState({ user: makeUser() });
  return renderWithApp(
    i18n,
    <Route
      path="*"
      element={
        <>
          <TicketScreen />
          <KeyboardShell />
        </>
      }
    />,
    route,
  );
}

describe('command palette (Ctrl/Cmd+K)', () => {
  it('opens as a dialog with a combobox; typing filters, Enter goes to the screen', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    const search = within(dialog).getByRole('combobox', { name: 'Buscar comando ou tela' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, 'atendimentos');
    const option = within(dialog).getByRole('option', { name: 'Atendimentos' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/tickets$/));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the letters typed straight after Ctrl+K, before the dialog has settled', async () => {
    // No timer runs between the keys (delay: null), as when the machine is busy: the dialog's
    // own timers have not fired when the letters come.
    const user = userEvent.setup({ delay: null });
    renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('aceitar');
    const dialog = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    expect(within(dialog).getByRole('combobox', { name: 'Buscar comando ou tela' })).toHaveValue('aceitar');
  });

  it("lists the current ticket's actions first; arrows move, Enter runs", async () => {
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('{Meta>}k{/Meta}');
    const dialog = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    const options = within(dialog).getAllByRole('option');
    expect(options[0]).toHaveAccessibleName(/Aceitar/);
    expect(within(dialog).getByRole('group', { name: 'Atendimento atual' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(accept).toHaveBeenCalledTimes(1);
  });

  it('opens from a text field too, shows nothing for an unknown command, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('textbox', { name: 'Digite uma mensagem' }));
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await user.type(within(dialog).getByRole('combobox'), 'xyzzy');
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Nenhum comando encontrado');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('shortcuts help (Shift+?)', () => {
  it('lists the fixed keys and every registered command with a shortcut', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('{Shift>}?{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Atalhos de teclado' });
    const table = within(dialog).getByRole('table', { name: 'Atalhos de teclado' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Abrir a paleta de comandosCtrlK',
        'Mostrar os atalhos de tecladoShift?',
        'Mover pela lista de atendimentos↑ou↓ouJouK',
        'Abrir o atendimento selecionadoEnter',
        'AceitarAltA',
      ]),
    );
    // The app's own 'shortcuts' command has the same key as a fixed row: listed once.
    expect(rows.filter((r) => r?.includes('Shift?'))).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a ? typed in a text field stays there', async () => {
    const user = userEvent.setup();
    renderShell();
    const box = screen.getByRole('textbox', { name: 'Digite uma mensagem' });
    await user.type(box, 'tudo bem?');
    expect(box).toHaveValue('tudo bem?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('refresh', () => {
  it('asks first when a text area holds unsent text', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.type(screen.getByRole('textbox', { name: 'Digite uma mensagem' }), 'rascunho');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Buscar comando ou tela' }), 'recarregar');
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Recarregar a tela?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Digite uma mensagem' })).toHaveValue('rascunho');
  });
});
