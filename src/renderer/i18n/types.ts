import type { Language } from '@shared/local/schema';

/** A nested map of translated strings. */
export interface Messages {
  [key: string]: string | Messages;
}

/** One namespace's strings in every interface language; pt-BR is the source (spec texts). */
export type LocaleBundle = Record<Language, Messages>;

/** A namespace's strings in the languages besides pt-BR, kept apart so pt-BR's screens load without them. */
export type Translations = Omit<LocaleBundle, 'pt-BR'>;

/** A namespace's strings: pt-BR (the source and the fallback) at least, the other languages as loaded. */
export type PartialBundle = Partial<LocaleBundle> & Pick<LocaleBundle, 'pt-BR'>;
