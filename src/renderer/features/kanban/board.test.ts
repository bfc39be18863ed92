import { describe, expect, it } from 'vitest';
import type { Tag } from '@shared/api/tag';
import { ticketSchema, type Ticket } from '@shared/api/ticket';
import { DEFAULT_LANE, groupByLane, laneOf, mayShow, onBoard, tagsAfterMove } from './board';

const tag = (id: number, kanban: number): Tag => ({ id, name: `Tag ${id}`, color: '#112233', kanban });
const proposta = tag(10, 1);
const fechamento = tag(11, 1);
const vip = tag(3, 0);
const lanes = [proposta, fechamento];

const ticket = (id: number, tags: Tag[], extra: Partial<Record<string, unknown>> = {}): Ticket =>
  ticketSchema.parse({
    id,
    uuid: `u-${id}`,
    status: 'open',
    contactId: id,
    contact: { id, name: `Contato ${id}`, number: `55659999${id}` },
    lastMessage: 'oi',
    updatedAt: `2026-11-26T10:0${id}:00.000Z`,
    createdAt: '2026-11-20T12:00:00.000Z',
    tags,
    ...extra,
  });

describe('the board (spec 2 "Kanban board", §4 card move)', () => {
  it('puts a ticket in the first of its lanes in the board order, or in the default lane', () => {
    expect(laneOf([], lanes)).toBe(DEFAULT_LANE);
    expect(laneOf([vip], lanes)).toBe(DEFAULT_LANE);
    expect(laneOf([vip, fechamento], lanes)).toBe(fechamento.id);
    expect(laneOf([fechamento, proposta], lanes)).toBe(proposta.id);
  });

  it('a move takes the lane tags off, keeps the other tags, and adds the target lane (none for the default lane)', () => {
    expect(tagsAfterMove([vip, proposta], lanes, fechamento.id)).toEqual([vip, fechamento]);
    expect(tagsAfterMove([vip, proposta, fechamento], lanes, DEFAULT_LANE)).toEqual([vip]);
    // A lane tag of a lane the board no longer has goes too (it says kanban 1).
    expect(tagsAfterMove([tag(99, 1)], lanes, proposta.id)).toEqual([proposta]);
  });

  it('groups every lane, empty ones too, most recently changed first', () => {
    const grouped = groupByLane([ticket(1, []), ticket(2, [proposta]), ticket(3, [vip])], lanes);
    expect([...grouped.keys()]).toEqual([DEFAULT_LANE, proposta.id, fechamento.id]);
    expect(grouped.get(DEFAULT_LANE)!.map((t) => t.id)).toEqual([3, 1]);
    expect(grouped.get(proposta.id)!.map((t) => t.id)).toEqual([2]);
    expect(grouped.get(fechamento.id)).toEqual([]);
  });

  it('keeps on the board the open and waiting tickets created within the days chosen', () => {
    const all = { startDate: '', endDate: '' };
    expect(onBoard(ticket(1, []), all)).toBe(true);
    expect(onBoard(ticket(1, [], { status: 'pending' }), all)).toBe(true);
    expect(onBoard(ticket(1, [], { status: 'closed' }), all)).toBe(false);
    expect(onBoard(ticket(1, [], { isGroup: true }), all)).toBe(false);
    expect(onBoard(ticket(1, []), { startDate: '2026-11-21', endDate: '' })).toBe(false);
    expect(onBoard(ticket(1, []), { startDate: '2026-11-01', endDate: '2026-11-20' })).toBe(true);
    expect(onBoard(ticket(1, [], { createdAt: undefined }), { startDate: '2026-11-21', endDate: '' })).toBe(true);
  });
});

describe('who sees a ticket an event brings (spec 1 §6)', () => {
  const ana = { id: 7, profile: 'user' as const, queues: [{ id: 1 }] };
  it('admins all; a user theirs, their queues’, and without a queue only with allTicket', () => {
    expect(mayShow({ ...ana, profile: 'admin' }, ticket(1, [], { queueId: 2 }))).toBe(true);
    expect(mayShow(ana, ticket(1, [], { queueId: 1 }))).toBe(true);
    expect(mayShow(ana, ticket(1, [], { queueId: 2 }))).toBe(false);
    expect(mayShow(ana, ticket(1, [], { queueId: 2, userId: 7 }))).toBe(true);
    expect(mayShow({ ...ana, allHistoric: 'enabled' }, ticket(1, [], { queueId: 2 }))).toBe(true);
    expect(mayShow(ana, ticket(1, []))).toBe(false);
    expect(mayShow({ ...ana, allTicket: 'enabled' }, ticket(1, []))).toBe(true);
  });
});
