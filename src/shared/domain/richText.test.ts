import { describe, expect, it } from 'vitest';
import { plainText } from './richText';

describe('plainText (ticket previews)', () => {
  it("drops WhatsApp's markers and keeps their text", () => {
    expect(plainText('*Ana Atendente:*\nBom dia')).toBe('Ana Atendente:\nBom dia');
    expect(plainText('_itálico_, ~riscado~ e ```mono```')).toBe('itálico, riscado e mono');
    expect(plainText('*negrito com _itálico_ dentro*')).toBe('negrito com itálico dentro');
  });

  it('leaves what is not a marker alone: addresses, lone asterisks, arithmetic', () => {
    expect(plainText('veja https://exemplo.com/a_b_c')).toBe('veja https://exemplo.com/a_b_c');
    expect(plainText('2 * 3 = 6')).toBe('2 * 3 = 6');
    expect(plainText('snake_case_name')).toBe('snake_case_name');
  });
});
