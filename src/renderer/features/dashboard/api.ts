import { routes } from '@shared/api/routes';
import { call } from '@renderer/api';

/** GET /dashboard for the period (either day may be left out). */
export function fetchDashboard(range: { from: string; to: string }, signal?: AbortSignal) {
  return call(routes.dashboard.summary, {
    query: { date_from: range.from || undefined, date_to: range.to || undefined },
    signal,
  });
}

/**
 * GET /dashboard/ticketsUsers and /dashboard/ticketsDay. `companyId` is sent because deployed
 * backends read the company from it (the reference server checks it is the caller's).
 */
export async function fetchTicketCharts(
  range: { initialDate: string; finalDate: string },
  companyId: number,
  signal?: AbortSignal,
) {
  const query = { ...range, companyId };
  const [perUser, perDay] = await Promise.all([
    call(routes.dashboard.ticketsPerUser, { query, signal }),
    call(routes.dashboard.ticketsPerDay, { query, signal }),
  ]);
  return { perUser: perUser.data, perDay: perDay.data };
}
