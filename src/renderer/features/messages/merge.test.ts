import { describe, expect, it } from 'vitest';
import { mergeMessage, mergeMessageLists, olderPageNumber, reachesKnown, settleOutgoing } from './merge';
import type { OutgoingMessage } from './outgoing';
import { splitReactions } from './reactions';
import { makeMessage } from './testing';

const outgoing = (clientId: string, body: string, status: OutgoingMessage['status'] = 'sent'): OutgoingMessage => ({
  clientId,
  ticketId: 1,
  body,
  isPrivate: false,
  quotedMsg: null,
  media: null,
  vCard: null,
  createdAt: new Date().toISOString(),
  status,
  attempts: 1,
  error: null,
});

describe('merging messages', () => {
  it('upserts by id, in order, each once', () => {
    const held = [makeMessage(1), makeMessage(3)];
    const merged = mergeMessageLists(held, [makeMessage(4), makeMessage(2), makeMessage(3, { body: 'edited' })]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(merged[2].body).toBe('edited');
  });

  it('orders by time, and messages of the same second by id, numbers as numbers and text ids by their digits', () => {
    const at = '2026-01-01T12:00:00.000Z';
    const merged = mergeMessageLists(
      [makeMessage(10, { createdAt: at }), makeMessage(1, { createdAt: '2026-01-01T12:00:01.000Z' })],
      [makeMessage(9, { createdAt: at })],
    );
    expect(merged.map((m) => m.id)).toEqual([9, 10, 1]);
    const byText = mergeMessageLists(
      [makeMessage(0, { id: 'ABC10', createdAt: at })],
      [makeMessage(0, { id: 'ABC9', createdAt: at })],
    );
    expect(byText.map((m) => m.id)).toEqual(['ABC9', 'ABC10']);
  });

  it('an older copy (a page fetched before an ack event) does not bring the old ack back', () => {
    const acked = makeMessage(1, { ack: 3, updatedAt: '2026-01-01T12:05:00.000Z' });
    const stale = makeMessage(1, { ack: 1, updatedAt: '2026-01-01T12:01:00.000Z' });
    expect(mergeMessage(acked, stale).ack).toBe(3);
  });

  it('keeps the quoted message and contact an event leaves out', () => {
    const quoted = { id: 9, body: 'original' };
    const held = makeMessage(1, { quotedMsg: quoted });
    expect(mergeMessage(held, makeMessage(1, { ack: 2, quotedMsg: null })).quotedMsg).toEqual(quoted);
  });

  it('the server copy replaces the outgoing one: by clientId, else the oldest accepted copy with that text', () => {
    const list = [outgoing('a', 'oi'), outgoing('b', 'oi'), outgoing('c', 'tchau', 'queued')];
    expect(settleOutgoing(list, 1, [makeMessage(5, { fromMe: true, body: 'x', clientId: 'b' })]).map((o) => o.clientId)).toEqual(['a', 'c']);
    expect(settleOutgoing(list, 1, [makeMessage(5, { fromMe: true, body: 'oi' })]).map((o) => o.clientId)).toEqual(['b', 'c']);
    // A queued message was never accepted: a message with its text is someone else's.
    expect(settleOutgoing(list, 1, [makeMessage(5, { fromMe: true, body: 'tchau' })])).toHaveLength(3);
    expect(settleOutgoing(list, 1, [makeMessage(5, { fromMe: false, body: 'oi' })])).toHaveLength(3);
  });

  it('without client ids, a file without caption and a contact card are matched by what the server stores', () => {
    const file = { ...outgoing('f', ''), media: { file: new Blob(['x']), name: 'contrato.pdf' } };
    const card = { ...outgoing('v', ''), vCard: { name: 'Maria', number: '5565988887777' } };
    const text = outgoing('t', '');
    const list = [file, card, text];
    const doc = makeMessage(5, { fromMe: true, body: 'contrato.pdf', mediaType: 'application', mediaUrl: 'http://x/contrato.pdf' });
    expect(settleOutgoing(list, 1, [doc]).map((o) => o.clientId)).toEqual(['v', 't']);
    const vcard = makeMessage(6, { fromMe: true, body: 'BEGIN:VCARD\nFN:Maria\nEND:VCARD', mediaType: 'contactMessage' });
    expect(settleOutgoing(list, 1, [vcard]).map((o) => o.clientId)).toEqual(['f', 't']);
    // Another file's name is another message.
    const other = makeMessage(7, { fromMe: true, body: 'foto.png', mediaType: 'image', mediaUrl: 'http://x/foto.png' });
    expect(settleOutgoing(list, 1, [other])).toHaveLength(3);
  });

  it('the next older page is counted from what is held, so arrivals never make it skip one', () => {
    expect(olderPageNumber(0)).toBe(1);
    expect(olderPageNumber(20)).toBe(2);
    // 20 loaded then 3 arrived live: the next older message sits at offset 23, on page 2.
    expect(olderPageNumber(23)).toBe(2);
    expect(olderPageNumber(40)).toBe(3);
    expect(reachesKnown([makeMessage(1), makeMessage(2)], new Set(['2']))).toBe(true);
    expect(reachesKnown([makeMessage(1)], new Set(['2']))).toBe(false);
  });
});

describe('reactions', () => {
  it('become chips on a loaded message, the latest per sender, an empty one taking it back', () => {
    const target = makeMessage(1, { fromMe: true });
    const contact = { id: 7, name: 'Maria', number: '1', email: null, urlPicture: null, active: true, isGroup: false, tags: [], extraInfo: [] };
    const react = (id: number, emoji: string, fromMe = false) =>
      makeMessage(id, { mediaType: 'reactionMessage', body: emoji, fromMe, contactId: fromMe ? null : 7, contact: fromMe ? null : contact, quotedMsg: { id: 1 } });
    const { shown, reactions } = splitReactions([target, react(2, '👍'), react(3, '❤️'), react(4, '😂', true), react(5, '', true)]);
    expect(shown.map((m) => m.id)).toEqual([1]);
    expect(reactions.get('1')).toEqual([{ emoji: '❤️', fromMe: false, name: 'Maria' }]);
  });

  it('a reaction to a message not loaded stays a line of its own', () => {
    const lone = makeMessage(2, { mediaType: 'reactionMessage', body: '👍', quotedMsg: { id: 99 } });
    expect(splitReactions([lone]).shown).toEqual([lone]);
  });
});
