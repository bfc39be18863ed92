import { describe, expect, it } from 'vitest';
import { parse } from '../parse';
import { messagePageSchema, messageSchema } from './message';
import { message48 } from './whaticket48.fixtures';

describe('messageSchema', () => {
  it('accepts a SaaS 4.8 message with a numeric id and drops unknown fields', () => {
    const message = parse(messageSchema, message48());
    expect(message).toMatchObject({
      id: 901,
      body: 'Bom dia, Maria!',
      fromMe: true,
      ack: 3,
      mediaType: 'extendedTextMessage',
      mediaUrl: null,
      ticketId: 123,
      queueId: 2,
      quotedMsg: null,
    });
    expect(message).not.toHaveProperty('wid');
    expect(message).not.toHaveProperty('dataJson');
    expect(message).not.toHaveProperty('ticketTrakingId');
  });

  it('accepts an older backend message whose id is the WhatsApp id (text)', () => {
    const message = parse(messageSchema, { ...message48(), id: '3EB0C767D26A1D7A4D35' });
    expect(message.id).toBe('3EB0C767D26A1D7A4D35');
  });

  it('keeps a quoted message, with its own id kind', () => {
    const quoted = { id: 'ABCDEF', body: 'Qual o valor?', fromMe: false };
    const message = parse(messageSchema, { ...message48(), quotedMsg: quoted });
    expect(message.quotedMsg).toMatchObject({ id: 'ABCDEF', body: 'Qual o valor?', fromMe: false });
  });

  it.each([
    { what: 'null mediaType', patch: { mediaType: null }, field: 'mediaType', value: 'chat' },
    { what: 'null body', patch: { body: null }, field: 'body', value: '' },
    { what: 'ack out of range', patch: { ack: 9 }, field: 'ack', value: 0 },
    { what: 'ack as text', patch: { ack: '2' }, field: 'ack', value: 2 },
    { what: 'string ticketId', patch: { ticketId: '123' }, field: 'ticketId', value: 123 },
  ])('tolerates $what', ({ patch, field, value }) => {
    expect(parse(messageSchema, { ...message48(), ...patch })).toHaveProperty(field, value);
  });

  it.each([
    { what: 'no id', patch: { id: undefined }, path: 'id' },
    { what: 'an object id', patch: { id: { wid: 'x' } }, path: 'id' },
    { what: 'no ticketId', patch: { ticketId: undefined }, path: 'ticketId' },
    { what: 'no createdAt', patch: { createdAt: undefined }, path: 'createdAt' },
  ])('refuses a message with $what', ({ patch, path }) => {
    expect(() => parse(messageSchema, { ...message48(), ...patch }, 'message')).toThrow(
      new RegExp(`message: ${path}: `),
    );
  });

  it('parses a GET /messages/{ticketId} page', () => {
    const page = parse(messagePageSchema, { messages: [message48()], ticket: {}, count: 1, hasMore: true });
    expect(page.messages).toHaveLength(1);
    expect(page.hasMore).toBe(true);
  });
});
