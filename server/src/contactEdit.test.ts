import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './testing/harness';

/** PUT /contacts/{id} as the ticket's contact drawer sends it: the whole record, edited. */
let t: Awaited<ReturnType<typeof startTestServer>>;
let admin: string;
let ana: string;
let contact: { id: number; name: string; number: string; email: string };

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.login('admin@demo.local')).token;
  ana = (await t.login('ana@demo.local')).token;
  const created = await t.api('POST', '/contacts', {
    token: admin,
    body: { name: 'Contato Edição', number: '5565999001122' },
  });
  contact = created.body;
});
afterAll(async () => {
  await t.server.close();
});

const put = (token: string, body: Record<string, unknown>) => t.api('PUT', `/contacts/${contact.id}`, { token, body });

describe('editing a contact', () => {
  it('changes name, number and email; a number already another contact’s is refused', async () => {
    const edited = await put(ana, {
      name: 'Contato Editado',
      number: '5565999001133',
      email: 'c@ex.com',
      extraInfo: [],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Contato Editado', number: '5565999001133', email: 'c@ex.com' });
    const other = await t.api('POST', '/contacts', { token: admin, body: { name: 'Outro', number: '5565999001144' } });
    const dup = await put(ana, { name: 'Contato Editado', number: other.body.number, email: '' });
    expect(dup).toMatchObject({ status: 400, body: { error: 'ERR_DUPLICATED_CONTACT' } });
  });

  it('keeps the stored number when a user who reads it masked (LGPD) sends the masked one back', async () => {
    for (const column of ['enableLGPD', 'lgpdHideNumber'])
      expect((await t.api('PUT', '/companySettings', { token: admin, body: { column, data: 'enabled' } })).status).toBe(
        200,
      );
    const seen = (await t.api('GET', `/contacts/${contact.id}`, { token: ana })).body as { number: string };
    expect(seen.number).toContain('*');
    expect((await put(ana, { name: 'Nome Novo', number: seen.number, email: '' })).status).toBe(200);
    const stored = (await t.api('GET', `/contacts/${contact.id}`, { token: admin })).body;
    expect(stored).toMatchObject({ name: 'Nome Novo', number: '5565999001133' });
  });
});
