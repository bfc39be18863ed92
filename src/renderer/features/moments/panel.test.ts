import { describe, expect, it } from 'vitest';
import { ticketSchema, type Ticket } from '@shared/api/ticket';
import { openTicket48 } from '@shared/api/whaticket48.fixtures';
import { applyPanelChanges, cutMessage, cutName, mayOpenTicket, panelCards, panelFrom, waitingLevel } from './panel';

/** A ticket as the events carry it (4.8's shape, parsed by the shared schema). */
const ticket = (id: number, patch: Record<string, unknown> = {}): Ticket =>
  ticketSchema.parse({
    ...openTicket48(),
    id,
    uuid: `u-${id}`,
    companyId: 1,
    updatedAt: '2025-03-05T15:00:00.000Z',
    ...patch,
  });
const ana = { id: 7, name: 'Ana', color: null };
const bruno = { id: 8, name: 'Bruno', color: null };

describe('the real-time panel (spec 1 §2)', () => {
  it('groups open tickets by attendant and pending ones in the queue card; closed ones are not shown', () => {
    const panel = panelFrom([
      ticket(1, { userId: 7, user: ana }),
      ticket(2, { userId: 8, user: bruno }),
      ticket(3, { status: 'pending', userId: null, user: null }),
      ticket(4, { status: 'closed' }),
    ]);
    const cards = panelCards(panel);
    expect(cards.waiting.map((t) => t.id)).toEqual([3]);
    expect(cards.attendants.map((c) => [c.user.name, c.tickets.map((t) => t.id)])).toEqual([
      ['Ana', [1]],
      ['Bruno', [2]],
    ]);
  });

  it('moves a ticket between cards on accept, transfer and close, touching nothing else', () => {
    let panel = panelFrom([
      ticket(3, { status: 'pending', userId: null, user: null }),
      ticket(1, { userId: 7, user: ana }),
    ]);
    const untouched = panel.tickets.get(1);
    const at = (s: number) => `2025-03-05T15:00:${String(s).padStart(2, '0')}.000Z`;
    panel = applyPanelChanges(
      panel,
      [{ kind: 'upsert', ticket: ticket(3, { userId: 8, user: bruno, updatedAt: at(1) }) }],
      1,
    );
    expect(
      panelCards(panel)
        .attendants.find((c) => c.user.id === 8)
        ?.tickets.map((t) => t.id),
    ).toEqual([3]);
    expect(panelCards(panel).waiting).toEqual([]);
    expect(panel.tickets.get(1)).toBe(untouched);
    panel = applyPanelChanges(
      panel,
      [{ kind: 'upsert', ticket: ticket(3, { userId: 7, user: ana, updatedAt: at(2) }) }],
      1,
    );
    expect(panelCards(panel).attendants.map((c) => c.user.id)).toEqual([7]);
    panel = applyPanelChanges(
      panel,
      [{ kind: 'upsert', ticket: ticket(3, { status: 'closed', updatedAt: at(3) }) }],
      1,
    );
    expect([...panel.tickets.keys()]).toEqual([1]);
  });

  it('ignores duplicates, late events and other companies’ tickets', () => {
    const start = panelFrom([
      ticket(3, { status: 'pending', userId: null, user: null, updatedAt: '2025-03-05T15:00:05.000Z' }),
    ]);
    const late = ticket(3, { status: 'closed', updatedAt: '2025-03-05T15:00:01.000Z' });
    const foreign = ticket(9, { companyId: 2, userId: 7, user: ana });
    const same = ticket(3, { status: 'pending', userId: null, user: null, updatedAt: '2025-03-05T15:00:05.000Z' });
    const after = applyPanelChanges(
      start,
      [
        { kind: 'upsert', ticket: same },
        { kind: 'upsert', ticket: foreign },
        { kind: 'upsert', ticket: same },
        { kind: 'upsert', ticket: late },
      ],
      1,
    );
    expect([...after.tickets.keys()]).toEqual([3]);
    expect(after.tickets.get(3)?.status).toBe('pending');
    const read = applyPanelChanges(
      after,
      [
        { kind: 'read', id: 3 },
        { kind: 'read', id: 404 },
      ],
      1,
    );
    expect(read.tickets.get(3)?.unreadMessages).toBe(0);
    expect(applyPanelChanges(read, [{ kind: 'remove', id: 3 }], 1).tickets.size).toBe(0);
  });

  it('cuts messages above 30 characters to 27 and names above 30 to 25, plus an ellipsis', () => {
    expect(cutMessage('a'.repeat(30))).toBe('a'.repeat(30));
    expect(cutMessage('a'.repeat(31))).toBe(`${'a'.repeat(27)}…`);
    expect(cutMessage(null)).toBe('');
    expect(cutName('b'.repeat(30))).toBe('b'.repeat(30));
    expect(cutName('b'.repeat(31))).toBe(`${'b'.repeat(25)}…`);
  });

  it('colours the queue card green with none waiting, yellow with 1 to 5, red above 5', () => {
    expect([0, 1, 5, 6].map(waitingLevel)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });

  it('offers the ticket-access icon to admins and to the ticket’s own attendant only', () => {
    const t = ticket(1, { userId: 7, user: ana });
    expect(mayOpenTicket({ id: 1, profile: 'admin' }, t)).toBe(true);
    expect(mayOpenTicket({ id: 7, profile: 'user' }, t)).toBe(true);
    expect(mayOpenTicket({ id: 8, profile: 'user' }, t)).toBe(false);
  });
});
