import { describe, expect, it } from 'vitest';
import { makeTicket } from '@renderer/test/fixtures';
import { sameBesidesActivity } from './sameBesidesActivity';

// Each call parses anew: a new object, with new contact, queue and tags objects, as each event brings.
const ticket = (overrides: Record<string, unknown> = {}) =>
  makeTicket({ tags: [{ id: 2, name: 'VIP', color: '#FF0000' }], lastMessage: 'Olá', unreadMessages: 0, ...overrides });

describe('sameBesidesActivity (the conversation header renders again only when it would show something else)', () => {
  it('a new message on the ticket (its text, unread count, time) is the same ticket for the header', () => {
    expect(
      sameBesidesActivity(
        ticket(),
        ticket({ lastMessage: 'burst 1', unreadMessages: 3, updatedAt: '2025-01-01T12:01:00.000Z' }),
      ),
    ).toBe(true);
  });

  it('what the header and the tags show or act on is a change', () => {
    expect(sameBesidesActivity(ticket(), ticket({ status: 'closed' }))).toBe(false);
    expect(sameBesidesActivity(ticket(), ticket({ userId: 4 }))).toBe(false);
    expect(
      sameBesidesActivity(ticket(), ticket({ contact: { id: 9, name: 'Mariana S.', number: '5565991000000' } })),
    ).toBe(false);
    expect(sameBesidesActivity(ticket(), ticket({ queue: null, queueId: null }))).toBe(false);
    expect(sameBesidesActivity(ticket(), ticket({ tags: [] }))).toBe(false);
  });
});
