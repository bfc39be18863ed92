import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, useFixedT, type LocaleBundle } from '.';

const greetings: LocaleBundle = {
  'pt-BR': { hello: 'Olá, {{name}}' },
  en: { hello: 'Hello, {{name}}' },
  es: { hello: 'Hola, {{name}}' },
  tr: { hello: 'Merhaba, {{name}}' },
};

function Hello() {
  const t = useFixedT('greetings');
  return <p>{t('hello', { name: 'Ana' })}</p>;
}

describe('useFixedT', () => {
  it('speaks the current language of the namespace, and follows a change of language', async () => {
    const i18n = await createI18n({ greetings });
    render(
      <I18nextProvider i18n={i18n}>
        <Hello />
      </I18nextProvider>,
    );
    expect(screen.getByText('Olá, Ana')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('tr'));
    expect(screen.getByText('Merhaba, Ana')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Hello, Ana')).toBeInTheDocument();
  });
});
