import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReportTicket } from '@shared/api/report';
import { TICKET_STATUSES } from '@shared/api/ticket';

const ISO = /^\d{4}-\d{2}-\d{2}T/;

/** A date as the table shows it: an ISO timestamp (reference server) formatted, 4.8's 'DD/MM/YYYY HH:MM' text as sent. */
export function shownDate(value: string | null): string {
  if (!value) return '';
  return ISO.test(value) ? dayjs(value).format('DD/MM/YYYY HH:mm') : value;
}

/**
 * The support time: from opening to closing when both are timestamps ('1 d 2 h 5 min'), else the
 * backend's own text (4.8 computes it), else nothing for a ticket still open.
 */
export function supportTime(row: ReportTicket, t: TFunction): string {
  if (row.createdAt && row.closedAt && ISO.test(row.createdAt) && ISO.test(row.closedAt)) {
    const minutes = Math.max(0, Math.floor((Date.parse(row.closedAt) - Date.parse(row.createdAt)) / 60_000));
    return t('duration', {
      days: Math.floor(minutes / 1440),
      hours: Math.floor((minutes % 1440) / 60),
      minutes: minutes % 60,
    });
  }
  return row.supportTime && row.supportTime !== '0' ? row.supportTime : '';
}

/** A status in the user's language when it is one the app knows; the backend's text otherwise. */
export function statusLabel(status: string | null, t: TFunction): string {
  if (!status) return '';
  return (TICKET_STATUSES as readonly string[]).includes(status) ? t(`status.${status}`) : status;
}

/** The columns of the table and of the exported sheet (spec 3 "Reports"), in order. */
export const REPORT_COLUMNS = [
  'id',
  'connection',
  'contact',
  'user',
  'queue',
  'status',
  'lastMessage',
  'opened',
  'closed',
  'supportTime',
  'nps',
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

/** One row's cells by column, as text (numbers stay numbers for the spreadsheet). */
export function reportCells(row: ReportTicket, t: TFunction): Record<ReportColumn, string | number> {
  return {
    id: row.id,
    connection: row.whatsappName ?? '',
    contact: row.contactName ?? '',
    user: row.userName ?? '',
    queue: row.queueName ?? '',
    status: statusLabel(row.status, t),
    lastMessage: row.lastMessage ?? '',
    opened: shownDate(row.createdAt),
    closed: shownDate(row.closedAt),
    supportTime: supportTime(row, t),
    nps: row.NPS ?? '',
  };
}
