import type { TFunction } from 'i18next';
import type { DashboardAttendant } from '@shared/api/dashboard';
import { getPlatform } from '@renderer/platform';
import { writeXlsx } from '@renderer/ui';

/** The spec's file name (spec 1 §2 "Attendants tab"). */
export const ATTENDANTS_FILE = 'relatorio-de-atendentes.xlsx';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The attendants table as a spreadsheet, saved where the user chooses (a download in a browser).
 * Times are minutes as numbers, so the sheet can sum and sort them. False when the user cancelled.
 */
export async function exportAttendants(rows: DashboardAttendant[], t: TFunction<'dashboard'>): Promise<boolean> {
  const minutes = (label: string) => `${label} (min)`;
  const headers = [
    t('attendants.name'),
    t('attendants.rating'),
    t('attendants.countRating'),
    t('attendants.tickets'),
    minutes(t('attendants.avgWaitTime')),
    minutes(t('attendants.avgSupportTime')),
    t('attendants.status'),
  ];
  const data = await writeXlsx(
    t('attendants.sheet'),
    headers,
    rows.map((r) => [
      r.name,
      round2(r.rating),
      r.countRating,
      r.tickets,
      round2(r.avgWaitTime),
      round2(r.avgSupportTime),
      r.online ? t('attendants.online') : t('attendants.offline'),
    ]),
  );
  return getPlatform().saveFile({
    defaultName: ATTENDANTS_FILE,
    data,
    filters: [{ name: 'Excel', extensions: ['xlsx'] }],
  });
}
