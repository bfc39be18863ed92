import { describe, expect, it } from 'vitest';
import { contactSchema } from '@shared/api/contact';
import { fakeBackend } from '../messages/testing';
import { updateContact } from './api';

/**
 * Issue 8 audit: PUT /contacts/{id} on a deployed backend replaces the contact's extra info with
 * the list sent. The contact the drawer holds may be the ticket's copy, which has none (read as
 * `[]`): saving the name must not send that empty list. Only the HTTP transport is faked.
 */
const heldFromTicket = contactSchema.parse({ id: 7, name: 'Maria', number: '5565999887766' });
const form = { name: 'Maria Souza', email: 'maria@example.com' };

function backend(stored: Record<string, unknown>) {
  return fakeBackend((method) =>
    method === 'GET' ? { status: 200, body: stored } : { status: 200, body: { ...stored, name: 'Maria Souza' } },
  );
}

const putBody = (requests: { method: string; body: unknown }[]) =>
  requests.find((r) => r.method === 'PUT')!.body as Record<string, unknown>;

describe('updateContact', () => {
  it('sends the extra info as the server has it, not the empty list of a copy without it', async () => {
    const extraInfo = [{ id: 3, name: 'CPF', value: '123.456.789-00' }];
    const requests = backend({ id: 7, name: 'Maria', number: '5565999887766', extraInfo });
    await updateContact(heldFromTicket, form);
    expect(putBody(requests)).toEqual({
      name: 'Maria Souza',
      number: '5565999887766',
      email: 'maria@example.com',
      extraInfo,
    });
  });

  it('leaves the extra info out when the server reads none (a list sent replaces the stored one)', async () => {
    const requests = backend({ id: 7, name: 'Maria', number: '5565999887766' });
    await updateContact(heldFromTicket, form);
    expect(putBody(requests)).not.toHaveProperty('extraInfo');
  });

  it('sends the extra info the dialog edited in place of the stored list', async () => {
    const requests = backend({
      id: 7,
      name: 'Maria',
      number: '5565999887766',
      extraInfo: [{ id: 3, name: 'CPF', value: '1' }],
    });
    await updateContact(heldFromTicket, { ...form, extraInfo: [{ name: 'Empresa', value: 'Acme' }] });
    expect(putBody(requests).extraInfo).toEqual([{ name: 'Empresa', value: 'Acme' }]);
  });
});
