import { describe, expect, it } from 'vitest';
import { composeBody } from './composeBody';

describe('composeBody', () => {
  const userName = 'Ana Atendente';

  it('sends the trimmed text as typed when neither private nor signed', () => {
    expect(composeBody('  Olá!\nTudo bem? ', { userName, isPrivate: false, signed: false })).toBe('Olá!\nTudo bem?');
  });

  it("signs with the user's name in bold on its own line", () => {
    expect(composeBody('Olá', { userName, isPrivate: false, signed: true })).toBe('*Ana Atendente:*\nOlá');
  });

  it("prefixes a private note with the user's name and 'Mensagem Privada', signed or not", () => {
    const expected = '*Ana Atendente - Mensagem Privada:*\nverificar pagamento';
    expect(composeBody('verificar pagamento', { userName, isPrivate: true, signed: false })).toBe(expected);
    expect(composeBody('verificar pagamento', { userName, isPrivate: true, signed: true })).toBe(expected);
  });

  it('adds nothing to blank text', () => {
    expect(composeBody(' \n ', { userName, isPrivate: true, signed: true })).toBe('');
  });
});
