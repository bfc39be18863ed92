import { describe, expect, it } from 'vitest';
import { filterQuickReplies, quickReplyQuery, toQuickReplyOptions } from './quickReplies';

const replies = toQuickReplyOptions([
  { id: 1, shortcode: 'saudacao', message: '{{ms}}, {{firstName}}! Em que posso ajudar?', mediaPath: null },
  { id: 2, shortcode: 'pix', message: 'Nossa chave Pix é o CNPJ.', mediaPath: null },
  { id: 3, shortcode: 'horario', message: 'Atendemos de segunda a sábado.', mediaPath: null },
  { id: 4, shortcode: 'longa', message: 'x'.repeat(120), mediaPath: null },
  { id: 5, shortcode: 'boasvindas', message: 'Seja bem-vindo à nossa saudação especial', mediaPath: null },
]);

describe('quick replies', () => {
  it("opens on a leading '/' while the shortcode is one word", () => {
    expect(quickReplyQuery('/')).toBe('');
    expect(quickReplyQuery('/sau')).toBe('sau');
    expect(quickReplyQuery('/sau x')).toBeNull();
    expect(quickReplyQuery('olá /sau')).toBeNull();
    expect(quickReplyQuery('')).toBeNull();
  });

  it('labels each as /shortcode - message, the message cut at 90 characters', () => {
    expect(replies[1].label).toBe('/pix - Nossa chave Pix é o CNPJ.');
    expect(replies[3].label).toBe(`/longa - ${'x'.repeat(90)}...`);
  });

  it('lists all for a bare slash, then narrows: shortcode prefix first, then inside, then the message', () => {
    expect(filterQuickReplies(replies, '').map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(filterQuickReplies(replies, 'sau').map((r) => r.id)).toEqual([1, 5]);
    expect(filterQuickReplies(replies, 'vind').map((r) => r.id)).toEqual([5]);
    expect(filterQuickReplies(replies, 'PIX').map((r) => r.id)).toEqual([2]);
    expect(filterQuickReplies(replies, 'sabado').map((r) => r.id)).toEqual([3]);
    expect(filterQuickReplies(replies, 'nada')).toEqual([]);
  });
});
