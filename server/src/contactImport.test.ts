import { describe, expect, it } from 'vitest';
import { eventually } from './testing/harness';
import { useInboxFixture } from './testing/inboxFixture';

/**
 * POST /contactsImport (spec 3 "Contact import"): one row a call, the number kept as digits and
 * unique per company (a second import of it is refused as a duplicate, never overwriting the
 * contact), tags named by the row found or created in the caller's company, and each company's
 * rows its own. The export's page size (GET /contacts?limit=20) is checked here too.
 */
const f = useInboxFixture();

const importRow = (token: string, body: Record<string, unknown>) => f.t.api('POST', '/contactsImport', { token, body });

describe('importing contacts from a spreadsheet', () => {
  it('creates the contact with its email, tags and extra fields, announced; the same number again is a duplicate', async () => {
    const number = f.freshNumber();
    const { events } = await f.openSocket(f.admin.user.companyId, f.admin.token);
    const first = await importRow(f.ana.token, {
      name: 'Importado Um',
      number: `+${number.slice(0, 2)} (${number.slice(2, 4)}) ${number.slice(4)}`,
      email: 'um@exemplo.com',
      tags: 'Importados, lote b , LOTE B',
      validateContact: 'false',
      extraInfo: [{ name: 'Cidade', value: 'Cuiabá' }],
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: 'Importado Um', number, email: 'um@exemplo.com' });
    expect(first.body.tags.map((t: { name: string }) => t.name).sort()).toEqual(['Importados', 'lote b']);
    expect(first.body.extraInfo).toMatchObject([{ name: 'Cidade', value: 'Cuiabá' }]);
    await eventually(() =>
      events.some((e) => e.payload?.action === 'create' && e.payload.contact?.id === first.body.id),
    );

    // Tags are found by name, whatever the case, not created twice.
    const second = await importRow(f.ana.token, {
      name: 'Importado Dois',
      number: f.freshNumber(),
      tags: 'importados',
    });
    expect(second.body.tags).toEqual([expect.objectContaining({ name: 'Importados' })]);

    const again = await importRow(f.ana.token, { name: 'Outro Nome', number });
    expect(again).toMatchObject({ status: 400, body: { error: 'ERR_DUPLICATED_CONTACT' } });
    const stored = await f.t.api('GET', `/contacts/${first.body.id}`, { token: f.admin.token });
    expect(stored.body.name).toBe('Importado Um');
  });

  it('refuses bad rows with clear 400s', async () => {
    for (const body of [
      { name: 'Curto', number: '1234567' },
      { name: 'Longo', number: '1'.repeat(51) },
      { name: 'Mascarado', number: '556599**-**12' },
    ])
      expect(await importRow(f.ana.token, body)).toMatchObject({ status: 400, body: { error: 'ERR_INVALID_NUMBER' } });
    expect((await importRow(f.ana.token, { name: '', number: f.freshNumber() })).status).toBe(400);
    expect((await importRow(f.ana.token, { name: 'Sem número' })).status).toBe(400);
    expect((await importRow(f.ana.token, { name: 'Email', number: f.freshNumber(), email: 'não' })).status).toBe(400);
    expect(
      (await importRow(f.ana.token, { name: 'Flag', number: f.freshNumber(), validateContact: 'talvez' })).status,
    ).toBe(400);
    expect((await f.t.api('POST', '/contactsImport', { body: { name: 'Anon', number: f.freshNumber() } })).status).toBe(
      401,
    );
  });

  it("keeps each company's contacts and tags apart", async () => {
    const number = f.freshNumber();
    const tagName = `Só Demo ${number.slice(-4)}`;
    const demo = await importRow(f.admin.token, { name: 'Na Demo', number, tags: tagName });
    expect(demo.status).toBe(200);
    // The same number is free in another company, and the demo's tag is not reused there.
    const outra = await importRow(f.outra.token, { name: 'Na Outra', number, tags: tagName });
    expect(outra.status).toBe(200);
    expect(outra.body.companyId).not.toBe(demo.body.companyId);
    expect(outra.body.tags[0].id).not.toBe(demo.body.tags[0].id);
    const demoTags = (await f.t.api('GET', '/tags/list', { token: f.admin.token })).body as { name: string }[];
    expect(demoTags.filter((t) => t.name === tagName)).toHaveLength(1);
    const seen = await f.t.api('GET', `/contacts?searchParam=${number}`, { token: f.admin.token });
    expect(seen.body.contacts.map((c: { name: string }) => c.name)).toEqual(['Na Demo']);
  });

  it('pages the contacts by the size asked (the export reads pages of 20)', async () => {
    const page = await f.t.api('GET', '/contacts?pageNumber=1&limit=20', { token: f.admin.token });
    expect(page.body.contacts).toHaveLength(20);
    expect(page.body.hasMore).toBe(page.body.count > 20);
    expect((await f.t.api('GET', '/contacts?pageNumber=1&limit=0', { token: f.admin.token })).status).toBe(400);
    expect((await f.t.api('GET', '/contacts?pageNumber=1&limit=500', { token: f.admin.token })).status).toBe(400);
  });
});
