import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { splitMinutes } from './dashboardRange';

/** How the dashboard writes its figures in the interface language: counts, percentages, minutes. */
export function useFigureFormat() {
  const { t, i18n } = useTranslation('dashboard');
  return useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    return {
      count: (n: number) => number.format(n),
      percent: (n: number) => t('percent', { value: number.format(n) }),
      minutes: (n: number) => {
        const { h, m } = splitMinutes(n);
        return h > 0 ? t('time.hours', { h, m }) : t('time.minutes', { m });
      },
    };
  }, [t, i18n.language]);
}
