import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A date as the user's language writes it, short (spec 3 §9 tables: day, month, year and time).
 * The format is built at the first date shown: the announcements' dialog sits closed in the top
 * bar, and building it there cost the inbox's first row 11 ms (issue 18).
 */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let format: Intl.DateTimeFormat | null = null;
    return (iso: string) => {
      const ms = Date.parse(iso);
      if (Number.isNaN(ms)) return '';
      format ??= new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
      return format.format(ms);
    };
  }, [i18n.language]);
}
