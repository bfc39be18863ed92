import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction, i18n as I18n } from 'i18next';
import { TICKET_LOG_TYPES } from '@shared/api/ticketLog';
import { testI18n } from '@renderer/test/render';
import { describeLogEntry } from './ticketLog';

let i18n: I18n;
let t: TFunction;
beforeAll(async () => {
  i18n = await testI18n();
  t = i18n.getFixedT('pt-BR', 'tickets');
});

const entry = (type: string, user: string | null = 'Ana Atendente', queue: string | null = 'Suporte') => ({
  type,
  createdAt: '2025-01-01T12:00:00.000Z',
  user: user ? { name: user } : null,
  queue: queue ? { name: queue } : null,
});

describe('describeLogEntry', () => {
  it('has a translated sentence for every log type of spec 1 §3, in every language', () => {
    for (const lang of ['pt-BR', 'en', 'es', 'tr']) {
      const tl = i18n.getFixedT(lang, 'tickets');
      const sentences = new Set<string>();
      for (const type of TICKET_LOG_TYPES) {
        const text = describeLogEntry(entry(type), tl);
        expect(text, `${lang} ${type}`).not.toContain('log.types');
        sentences.add(text);
      }
      expect(sentences.size, lang).toBe(TICKET_LOG_TYPES.length);
    }
  });

  it('names who acted and the queue where it matters', () => {
    expect(describeLogEntry(entry('open'), t)).toContain('Ana Atendente');
    expect(describeLogEntry(entry('queue', 'Bruno Vendedor', 'Vendas'), t)).toMatch(/Bruno Vendedor.*Vendas/);
    expect(describeLogEntry(entry('transfered', 'Ana Atendente', 'Vendas'), t)).toContain('Vendas');
  });

  it('reads entries without a user as the system, and keeps unknown types visible', () => {
    expect(describeLogEntry(entry('chatBot', null), t)).toContain(t('log.system'));
    expect(describeLogEntry(entry('somethingNew'), t)).toContain('somethingNew');
  });
});
