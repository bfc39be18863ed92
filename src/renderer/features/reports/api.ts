import { routes } from '@shared/api/routes';
import { call } from '@renderer/api';
import { reportQueryOf, type ReportFilters } from './reportFilters';

/** GET /ticketreport/reports: one page of the tickets matching the filters, and how many match. */
export function fetchReportPage(filters: ReportFilters, page: number, pageSize: number, signal?: AbortSignal) {
  return call(routes.reports.tickets, { query: reportQueryOf(filters, page, pageSize), signal });
}

/** The contact filter's search (from 3 characters, spec 3 §9): the first page of GET /contacts. */
export async function searchContacts(term: string, signal: AbortSignal) {
  const page = await call(routes.contacts.page, { query: { searchParam: term, pageNumber: 1 }, signal });
  return page.contacts;
}

export const fetchConnections = (signal?: AbortSignal) => call(routes.settings.connections, { signal });
export const fetchUsers = (signal?: AbortSignal) => call(routes.users.list, { signal });
export const fetchQueues = (signal?: AbortSignal) => call(routes.settings.queues, { signal });
