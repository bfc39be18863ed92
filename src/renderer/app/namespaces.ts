import type { LocaleBundle } from '@renderer/i18n';
import { composerLocales } from '@renderer/features/composer';
import { messagesLocales } from '@renderer/features/messages';
import { sessionLocales } from '@renderer/features/session';
import { ticketsLocales } from '@renderer/features/tickets';
import { shellLocales } from './locales';

/** Every i18n namespace of the app: the shell's and one per feature (common is added by createI18n). */
export const NAMESPACES: Record<string, LocaleBundle> = {
  shell: shellLocales,
  session: sessionLocales,
  tickets: ticketsLocales,
  messages: messagesLocales,
  composer: composerLocales,
};
