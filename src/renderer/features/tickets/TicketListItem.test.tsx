import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction, i18n as I18n } from 'i18next';
import { ticketSchema } from '@shared/api/ticket';
import { openTicket48 } from '@shared/api/whaticket48.fixtures';
import { testI18n } from '@renderer/test/render';
import { TicketListItem } from './TicketListItem';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

function row(overrides: Record<string, unknown>) {
  const ticket = ticketSchema.parse({ ...openTicket48(), ...overrides });
  const t = i18n.getFixedT('pt-BR', 'tickets') as TFunction;
  render(
    <MantineProvider>
      <TicketListItem ticket={ticket} selected={false} showAttendant t={t} />
    </MantineProvider>,
  );
}

describe('a row of the ticket list', () => {
  it('shows the last message as plain text, without WhatsApp markers', () => {
    row({ lastMessage: '*Ana Atendente:*\n_Bom dia_, tudo ~certo~?' });
    expect(screen.getByText(/Ana Atendente: Bom dia, tudo certo\?/)).toBeInTheDocument();
    expect(screen.queryByText(/\*Ana/)).toBeNull();
  });

  it('shows the attendant as text beside a person icon, not as a pill like the tags', () => {
    row({ user: { id: 7, name: 'Bruno Vendas', color: '#ff0000' }, tags: [{ id: 1, name: 'VIP', color: '#f59f00' }] });
    const attendant = screen.getByTitle('Atendente: Bruno Vendas');
    expect(attendant).toHaveTextContent('Bruno Vendas');
    expect(attendant.querySelector('svg')).not.toBeNull();
    const tag = screen.getByText('VIP');
    expect(attendant.className).not.toBe(tag.className);
    expect(within(attendant).getByText('Bruno Vendas')).not.toHaveStyle({ color: '#ff0000' });
  });
});
