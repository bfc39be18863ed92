import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import {
  createI18n,
  NamespacesGate,
  namespacesReady,
  switchLanguage,
  type LocaleBundle,
  type LocaleLoaders,
  type Translations,
} from '.';

const bundle: LocaleBundle = {
  'pt-BR': { hello: 'Olá' },
  en: { hello: 'Hello' },
  es: { hello: 'Hola' },
  tr: { hello: 'Merhaba' },
};

function Hello() {
  const { t } = useTranslation('late');
  return <p>{t('hello')}</p>;
}

/** Hello behind the gate, with a visible fallback. */
const gated = (i18n: I18n, loaders: LocaleLoaders, translations?: () => Promise<Record<string, Translations>>) => (
  <I18nextProvider i18n={i18n}>
    <Suspense fallback={<p>loading</p>}>
      <NamespacesGate loaders={loaders} translations={translations}>
        <Hello />
      </NamespacesGate>
    </Suspense>
  </I18nextProvider>
);

describe('namespaces loaded on demand', () => {
  it('loads each namespace once per instance, every language at once, and hands back the same promise', async () => {
    const i18n = await createI18n({});
    const load = vi.fn(async () => bundle);
    const loaders: LocaleLoaders = { late: load };
    const first = namespacesReady(i18n, loaders);
    expect(namespacesReady(i18n, loaders)).toBe(first);
    await first;
    await namespacesReady(i18n, { late: load });
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.t('late:hello')).toBe('Olá');
    expect(i18n.getResource('tr', 'late', 'hello')).toBe('Merhaba');
  });

  it('a failed load is tried again by the next caller', async () => {
    const i18n = await createI18n({});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(bundle);
    const loaders: LocaleLoaders = { late: load };
    await expect(namespacesReady(i18n, loaders)).rejects.toThrow('offline');
    await namespacesReady(i18n, loaders);
    expect(i18n.t('late:hello')).toBe('Olá');
  });

  it('NamespacesGate shows the fallback, never the key, until the strings are in', async () => {
    const i18n = await createI18n({});
    let resolve!: (b: LocaleBundle) => void;
    const loaders: LocaleLoaders = { late: () => new Promise((ok) => (resolve = ok)) };
    // Rendered inside an async act(), so React retries the suspended gate when the promise settles.
    await act(async () => {
      render(gated(i18n, loaders));
    });
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('hello')).toBeNull();
    await act(async () => {
      resolve(bundle);
      await namespacesReady(i18n, loaders);
    });
    expect(await screen.findByText('Olá')).toBeInTheDocument();
  });

  it('NamespacesGate renders its screen at once, with no fallback, when the strings were asked for before', async () => {
    const i18n = await createI18n({});
    const loaders: LocaleLoaders = { late: async () => bundle };
    await namespacesReady(i18n, loaders);
    // Outside act(): a gate that suspended would leave only the fallback in this first commit.
    const { unmount } = render(gated(i18n, loaders));
    expect(screen.getByText('Olá')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    unmount();
  });

  describe('with their other languages apart', () => {
    const source = { 'pt-BR': bundle['pt-BR'] };
    const others = { late: { en: bundle.en, es: bundle.es, tr: bundle.tr } };

    it('in pt-BR, loads the pt-BR strings alone; the first switch to another language loads the rest first', async () => {
      const i18n = await createI18n({});
      const translations = vi.fn(async () => others);
      await namespacesReady(i18n, { late: async () => source }, translations);
      expect(i18n.t('late:hello')).toBe('Olá');
      expect(translations).not.toHaveBeenCalled();

      await switchLanguage(i18n, 'es');
      expect(i18n.t('late:hello')).toBe('Hola');
      await switchLanguage(i18n, 'en');
      expect(i18n.t('late:hello')).toBe('Hello');
      expect(translations).toHaveBeenCalledTimes(1);
    });

    it('shown in another language, the gate waits for that language too: the screen never shows in Portuguese first', async () => {
      const i18n = await createI18n({});
      await switchLanguage(i18n, 'tr');
      let deliver!: (t: typeof others) => void;
      const translations = () => new Promise<typeof others>((ok) => (deliver = ok));
      const loaders: LocaleLoaders = { late: async () => source };
      await act(async () => {
        render(gated(i18n, loaders, translations));
      });
      expect(await screen.findByText('loading')).toBeInTheDocument();
      expect(screen.queryByText('Olá')).toBeNull();
      await act(async () => {
        deliver(others);
        await namespacesReady(i18n, loaders, translations);
      });
      expect(await screen.findByText('Merhaba')).toBeInTheDocument();
    });
  });
});
