import { describe, expect, it } from 'vitest';
import { ApiError } from '@renderer/api';
import { httpError } from '@renderer/api/errors';
import { conflictOutcome, decodeOpenTicketConflict } from './conflict';

const ticket = {
  id: 31,
  uuid: 'c0ffee-31',
  status: 'open',
  userId: 3,
  user: { id: 3, name: 'Ana Atendente' },
  queueId: 1,
  queue: { id: 1, name: 'Suporte', color: '#0091FF' },
  contactId: 40,
  code: 'ERR_OTHER_OPEN_TICKET',
};

describe('decodeOpenTicketConflict', () => {
  it('reads the reference server and Whaticket encoding: {"error": "<JSON string>"}', () => {
    const body = JSON.stringify({ error: JSON.stringify(ticket), code: 'ERR_OTHER_OPEN_TICKET' });
    const conflict = decodeOpenTicketConflict(httpError(400, body));
    expect(conflict).toMatchObject({
      uuid: 'c0ffee-31',
      status: 'open',
      userId: 3,
      user: { name: 'Ana Atendente' },
      queue: { name: 'Suporte' },
    });
  });

  it('reads the ticket sent as an object under error, or JSON nested twice', () => {
    expect(decodeOpenTicketConflict(new ApiError('http', JSON.stringify({ error: ticket }), 400))?.uuid).toBe(
      'c0ffee-31',
    );
    const twice = JSON.stringify(JSON.stringify(ticket));
    expect(decodeOpenTicketConflict(new ApiError('http', twice, 400, twice))?.uuid).toBe('c0ffee-31');
    expect(decodeOpenTicketConflict({ error: JSON.stringify(ticket) })?.uuid).toBe('c0ffee-31');
  });

  it('tolerates a ticket without user or queue (pending)', () => {
    const pending = { uuid: 'p-1', status: 'pending', userId: null, user: null, queue: null };
    const conflict = decodeOpenTicketConflict(httpError(400, JSON.stringify({ error: JSON.stringify(pending) })));
    expect(conflict).toMatchObject({ uuid: 'p-1', userId: null });
  });

  it('is null for any other error', () => {
    expect(decodeOpenTicketConflict(httpError(400, JSON.stringify({ error: 'ERR_OTHER_OPEN_TICKET' })))).toBeNull();
    expect(decodeOpenTicketConflict(httpError(403, JSON.stringify({ error: 'ERR_NO_PERMISSION' })))).toBeNull();
    expect(decodeOpenTicketConflict(httpError(500, '{not json'))).toBeNull();
    expect(decodeOpenTicketConflict(new ApiError('network', '{"uuid":"x","status":"open"}'))).toBeNull();
    expect(decodeOpenTicketConflict(undefined)).toBeNull();
  });
});

describe('conflictOutcome', () => {
  const conflict = decodeOpenTicketConflict({ error: JSON.stringify(ticket) })!;

  it('names the holder and queue when another user holds the ticket', () => {
    expect(conflictOutcome(conflict, 7)).toEqual({ kind: 'held', userName: 'Ana Atendente', queueName: 'Suporte' });
  });

  it('opens the ticket when it is the user own, or nobody holds it', () => {
    expect(conflictOutcome(conflict, 3)).toEqual({ kind: 'open', uuid: 'c0ffee-31', status: 'open' });
    expect(conflictOutcome({ ...conflict, userId: null }, 7)).toMatchObject({ kind: 'open' });
  });
});
