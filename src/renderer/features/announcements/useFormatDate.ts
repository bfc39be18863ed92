import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A date as the user's language writes it, short (spec 3 §9 tables: day, month, year and time). */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
    return (iso: string) => {
      const ms = Date.parse(iso);
      return Number.isNaN(ms) ? '' : format.format(ms);
    };
  }, [i18n.language]);
}
