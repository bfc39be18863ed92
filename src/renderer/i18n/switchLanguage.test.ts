import { describe, expect, it, vi } from 'vitest';
import { createI18n, switchLanguage, type Translations } from '@renderer/i18n';

const greetings: Record<string, Translations> = {
  greetings: { en: { hi: 'Hello' }, es: { hi: 'Hola' }, tr: { hi: 'Merhaba' } },
};

describe('switchLanguage', () => {
  it('opens in pt-BR without the other languages, and loads them once, with the first choice of one', async () => {
    const load = vi.fn(async () => greetings);
    const i18n = await createI18n({ greetings: { 'pt-BR': { hi: 'Olá' } } }, load);
    expect(i18n.t('greetings:hi')).toBe('Olá');
    await switchLanguage(i18n, 'pt-BR');
    expect(load).not.toHaveBeenCalled();

    await switchLanguage(i18n, 'en');
    expect(i18n.t('greetings:hi')).toBe('Hello');
    await switchLanguage(i18n, 'tr');
    expect(i18n.t('greetings:hi')).toBe('Merhaba');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the language when the other languages cannot be read, and tries again at the next choice', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(greetings);
    const i18n = await createI18n({ greetings: { 'pt-BR': { hi: 'Olá' } } }, load);
    await expect(switchLanguage(i18n, 'es')).rejects.toThrow('offline');
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('greetings:hi')).toBe('Olá');

    await switchLanguage(i18n, 'es');
    expect(i18n.t('greetings:hi')).toBe('Hola');
  });
});
