import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction, i18n as I18n } from 'i18next';
import { ticketSchema } from '@shared/api/ticket';
import { openTicket48 } from '@shared/api/whaticket48.fixtures';
import { testI18n } from '@renderer/test/render';
import { contrastRatio } from '@renderer/ui';
import { TicketListItem, optionLabel } from './TicketListItem';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

function row(overrides: Record<string, unknown>) {
  const ticket = ticketSchema.parse({ ...openTicket48(), ...overrides });
  const t = i18n.getFixedT('pt-BR', 'tickets') as TFunction;
  const { container } = render(
    <MantineProvider>
      <TicketListItem ticket={ticket} selected={false} showAttendant t={t} />
    </MantineProvider>,
  );
  // The row itself, not the style elements Mantine renders beside it.
  const element = [...container.children].find((el) => el.tagName === 'DIV')!;
  return { ticket, t, element };
}

/** The words of a text as voice control and axe compare them: letters and digits, brackets left out. */
const words = (text: string) =>
  text
    .replace(/\([^()]*\)/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

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

  it('is named by its visible text in order (label in name), the unread count explained in brackets', () => {
    const tags = [1, 2, 3, 4].map((id) => ({ id, name: `Tag${id}`, color: '#f59f00' }));
    const { ticket, t, element } = row({
      unreadMessages: 3,
      user: { id: 7, name: 'Bruno Vendas', color: '#ff0000' },
      tags,
    });
    const label = optionLabel(ticket, true, t);
    // textContent, as axe reads it: the row's parts must be words apart in the DOM too.
    expect(words(element.textContent ?? '')).not.toBe('');
    expect(words(label)).toBe(words(element.textContent ?? ''));
    expect(label).toContain('3 (não lidas)');
    expect(label).toContain('+1');
  });

  it('shows no initials as text: the avatar is a picture stand-in, hidden from the name', () => {
    const { element } = row({ contact: { ...openTicket48().contact, name: 'Zuleica Prado', urlPicture: null } });
    expect(element.textContent).toMatch(/^Zuleica Prado/);
    expect(element.querySelector('[data-initials="ZU"]')).not.toBeNull();
  });

  it.each(['#EF4444', '#F59F00', '#2C3145', '#FFD600', '#0091FF', 'not-a-colour'])(
    'writes a %s tag in black or white, whichever reads on it',
    (color) => {
      row({ tags: [{ id: 1, name: 'Etiqueta', color }] });
      const chip = screen.getByText('Etiqueta');
      const style = chip.style;
      const [bg, fg] = [style.background, style.color];
      const hex = (value: string) =>
        '#' +
        (value.match(/\d+/g) ?? [])
          .slice(0, 3)
          .map((n) => Number(n).toString(16).padStart(2, '0'))
          .join('');
      expect(contrastRatio(hex(fg), hex(bg))).toBeGreaterThanOrEqual(4.5);
      expect([rgb('#000000'), rgb('#ffffff')]).toContain(fg);
    },
  );
});
