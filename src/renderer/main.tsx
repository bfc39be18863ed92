import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { App } from './app/App';
import { shellLocales } from './app/locales';
import { loadPreferences } from './app/preferences';
import { composerLocales } from './features/composer';
import { messagesLocales } from './features/messages';
import { bootstrapSession, sessionLocales } from './features/session';
import { ticketsLocales } from './features/tickets';
import { createI18n } from './i18n';

async function start() {
  const i18n = await createI18n({
    shell: shellLocales,
    session: sessionLocales,
    tickets: ticketsLocales,
    messages: messagesLocales,
    composer: composerLocales,
  });
  await loadPreferences(i18n);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
  await bootstrapSession();
}

void start();
