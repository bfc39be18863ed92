import type { LocaleBundle } from '@renderer/i18n';
import { composerLocales } from '@renderer/features/composer';
import { contactsLocales } from '@renderer/features/contacts';
import { messagesLocales } from '@renderer/features/messages';
import { notificationsLocales } from '@renderer/features/notifications';
import { sessionLocales } from '@renderer/features/session';
import { ticketsLocales } from '@renderer/features/tickets';
import { todoLocales } from '@renderer/features/todo';
import { commandsLocales } from './commandPalette/locales';
import { shellLocales } from './locales';

/** Every i18n namespace of the app: the shell's and one per feature (common is added by createI18n). */
export const NAMESPACES: Record<string, LocaleBundle> = {
  shell: shellLocales,
  session: sessionLocales,
  tickets: ticketsLocales,
  messages: messagesLocales,
  composer: composerLocales,
  contacts: contactsLocales,
  notifications: notificationsLocales,
  commands: commandsLocales,
  todo: todoLocales,
};
