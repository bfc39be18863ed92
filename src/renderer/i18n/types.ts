import type { Language } from '@shared/local/schema';

/** A nested map of translated strings. */
export interface Messages {
  [key: string]: string | Messages;
}

/** One namespace's strings in every interface language; pt-BR is the source (spec texts). */
export type LocaleBundle = Record<Language, Messages>;
