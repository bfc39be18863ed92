import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { App } from './app/App';
import { EAGER_NAMESPACES } from './app/namespaces';
import { bootstrapSession, loadPreferences } from '@renderer/session';
import { createI18n } from './i18n';

async function start() {
  const i18n = await createI18n(EAGER_NAMESPACES);
  await loadPreferences(i18n);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
  await bootstrapSession();
}

void start();
