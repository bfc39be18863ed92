import dayjs from 'dayjs';
import type { Sent } from '@shared/api/route';
import type { TicketStatus } from '@shared/api/ticket';
import type { routes } from '@shared/api/routes';

/** What the reports page filters by (spec 3 "Reports"). */
export interface ReportFilters {
  contactId: number | null;
  whatsappIds: number[];
  statuses: TicketStatus[];
  userIds: number[];
  queueIds: number[];
  /** Days, YYYY-MM-DD, inclusive. */
  dateFrom: string;
  dateTo: string;
  onlyRated: boolean;
}

/** Spec 3 §9: from the first day of the month to today. */
export function defaultFilters(today = dayjs()): ReportFilters {
  return {
    contactId: null,
    whatsappIds: [],
    statuses: [],
    userIds: [],
    queueIds: [],
    dateFrom: today.startOf('month').format('YYYY-MM-DD'),
    dateTo: today.format('YYYY-MM-DD'),
    onlyRated: false,
  };
}

const list = (ids: readonly (number | string)[]) => (ids.length ? JSON.stringify(ids) : undefined);

/** The query as deployed backends read it: list filters JSON-encoded, onlyRated as 'true'/'false'. */
export function reportQueryOf(
  f: ReportFilters,
  page: number,
  pageSize: number,
): Sent<typeof routes.reports.tickets, 'query'> {
  return {
    contactId: f.contactId ?? undefined,
    whatsappId: list(f.whatsappIds),
    status: list(f.statuses),
    users: list(f.userIds),
    queueIds: list(f.queueIds),
    dateFrom: f.dateFrom || undefined,
    dateTo: f.dateTo || undefined,
    page,
    pageSize,
    onlyRated: f.onlyRated ? 'true' : 'false',
  };
}
