import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { App } from './app/App';
import { EAGER_NAMESPACES, EAGER_TRANSLATIONS } from './app/namespaces';
import { preloadFirstScreen } from './app/preloadFirstScreen';
import { bootstrapSession, loadPreferences, useSession } from '@renderer/session';
import { createI18n } from './i18n';

/** How long start-up may go without anything on screen before the loading screen shows. */
const LOADING_SCREEN_AFTER_MS = 300;

async function start() {
  // The session resumes (the refresh, then the company's settings) while the strings are set up
  // and the first screen's chunks load, not after them (issue 18).
  const session = bootstrapSession();
  const i18n = await createI18n(EAGER_NAMESPACES, EAGER_TRANSLATIONS);
  const firstScreen = preloadFirstScreen(i18n, window.location.pathname);
  await loadPreferences(i18n);
  // React first renders once the first screen can show: the login page, or the signed-in screen
  // with its chunks in. Not the loading screen first: rendering it took the main thread ~45 ms
  // just as the refresh's reply came in (issue 18). A slow backend gets it after a moment.
  const shown = session.then(() => (useSession.getState().phase === 'authenticated' ? firstScreen : undefined));
  await Promise.race([shown.catch(() => {}), new Promise((resolve) => setTimeout(resolve, LOADING_SCREEN_AFTER_MS))]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
  await session;
}

void start();
