import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A date as the tables show it (spec 3 §9: dd/MM/yy HH:mm in pt-BR), in the user's language. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    return (iso: string) => {
      const ms = Date.parse(iso);
      return Number.isNaN(ms) ? '' : format.format(ms);
    };
  }, [i18n.language]);
}
