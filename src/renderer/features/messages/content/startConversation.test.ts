import { describe, expect, it } from 'vitest';
import { httpError } from '@renderer/api/errors';
import { fakeBackend } from '../testing';
import { contactWithNumber, openTicketConflict, startConversation } from './startConversation';

const contact = (id: number, number: string) => ({ id, name: `C${id}`, number, email: '', urlPicture: null, active: true, isGroup: false, tags: [], extraInfo: [] });
const ticket = { id: 9, uuid: 'u-9', status: 'open', contactId: 5, contact: contact(5, '5565988887777'), updatedAt: '2026-01-01T00:00:00Z' };
const card = { name: 'Maria', numbers: [{ digits: '5565988887777', display: '+55 65 98888-7777' }] };

describe('starting a conversation from a contact card', () => {
  it('finds the contact by the digits of its number, then opens a ticket held by the user in the same queue and connection', async () => {
    const requests = fakeBackend((method) => {
      if (method === 'GET') return { status: 200, body: { contacts: [contact(4, '556598888'), contact(5, '+55 (65) 98888-7777')], count: 2, hasMore: false } };
      return { status: 200, body: ticket };
    });
    await expect(startConversation(card, { queueId: 1, whatsappId: 2 }, 3)).resolves.toMatchObject({ uuid: 'u-9' });
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /contacts', 'POST /tickets']);
    expect(requests[1].body).toEqual({ contactId: 5, userId: 3, status: 'open', queueId: 1, whatsappId: 2 });
  });

  it('creates the contact when the company does not know it', async () => {
    const requests = fakeBackend((method, url) => {
      if (method === 'GET') return { status: 200, body: { contacts: [], count: 0, hasMore: false } };
      if (url.pathname === '/contacts') return { status: 200, body: contact(6, '5565988887777') };
      return { status: 200, body: ticket };
    });
    await startConversation(card, { queueId: null, whatsappId: null }, 3);
    expect(requests[1]).toMatchObject({ method: 'POST', body: { name: 'Maria', number: '5565988887777' } });
    expect(requests[2].body).toMatchObject({ contactId: 6 });
  });

  it('reads the ticket in the way of an ERR_OTHER_OPEN_TICKET', () => {
    const held = { uuid: 'u-1', status: 'open', userId: 8, user: { name: 'Bruno' }, queue: { name: 'Vendas' } };
    const error = httpError(400, JSON.stringify({ error: JSON.stringify(held), code: 'ERR_OTHER_OPEN_TICKET' }));
    expect(openTicketConflict(error)).toMatchObject({ uuid: 'u-1', userId: 8, user: { name: 'Bruno' } });
    expect(openTicketConflict(httpError(400, JSON.stringify({ error: 'ERR_NO_PERMISSION' })))).toBeNull();
    expect(contactWithNumber([contact(1, '+55 65 1234')], '55651234')?.id).toBe(1);
  });
});
