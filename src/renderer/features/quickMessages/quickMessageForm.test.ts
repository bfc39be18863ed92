import { describe, expect, it } from 'vitest';
import type { QuickMessage } from '@shared/api/quickMessage';
import { byShortcode, formOf, matchesSearch, mayEdit, quickMessageFormSchema } from './quickMessageForm';

const reply = (over: Partial<QuickMessage> = {}): QuickMessage => ({
  id: 1,
  shortcode: 'pix',
  message: 'Chave PIX: 123',
  geral: false,
  visao: true,
  status: true,
  userId: 7,
  ...over,
});

describe('quick reply form', () => {
  it("requires a shortcode that is not blank ('Obrigatório')", () => {
    const result = quickMessageFormSchema.safeParse({ ...formOf(null), shortcode: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['shortcode'], message: 'dialog.required' });
    expect(quickMessageFormSchema.parse({ ...formOf(null), shortcode: ' pix ' }).shortcode).toBe('pix');
  });

  it('starts a new reply active, private and view-only for others', () => {
    expect(formOf(null)).toEqual({ shortcode: '', message: '', status: true, geral: false, visao: true });
  });
});

describe('who may change a reply (as the reference server decides)', () => {
  const user = { id: 3, profile: 'user' };
  it('admins and the owner always; others a general one that is not view-only', () => {
    expect(mayEdit({ id: 1, profile: 'admin' }, reply())).toBe(true);
    expect(mayEdit({ id: 7, profile: 'user' }, reply())).toBe(true);
    expect(mayEdit(user, reply({ geral: true, visao: true }))).toBe(false);
    expect(mayEdit(user, reply({ geral: true, visao: false }))).toBe(true);
    expect(mayEdit(user, reply({ geral: false, visao: false }))).toBe(false);
  });
});

describe('live rows', () => {
  it('match the search by shortcode or message, any case; sort by shortcode then id', () => {
    expect(matchesSearch(reply(), 'PIX')).toBe(true);
    expect(matchesSearch(reply(), 'chave')).toBe(true);
    expect(matchesSearch(reply(), 'boleto')).toBe(false);
    expect(matchesSearch(reply(), '  ')).toBe(true);
    const sorted = [
      reply({ id: 3, shortcode: 'b' }),
      reply({ id: 2, shortcode: 'a' }),
      reply({ id: 1, shortcode: 'b' }),
    ].sort(byShortcode);
    expect(sorted.map((r) => r.id)).toEqual([2, 1, 3]);
  });
});
