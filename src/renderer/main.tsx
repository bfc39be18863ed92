import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { App } from './app/App';
import { EAGER_NAMESPACES } from './app/namespaces';
import { preloadFirstScreen } from './app/router';
import { bootstrapSession, loadPreferences } from '@renderer/session';
import { createI18n } from './i18n';

async function start() {
  // The session resumes (the refresh, then the company's settings) while the strings are set up,
  // the first screen's chunks load and React renders the loading screen, not after them (issue 18).
  const session = bootstrapSession();
  const i18n = await createI18n(EAGER_NAMESPACES);
  preloadFirstScreen(i18n, window.location.pathname);
  await loadPreferences(i18n);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
  await session;
}

void start();
