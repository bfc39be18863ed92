import { RECURRENCE_MONTHS, type CompanyRecurrence, type CompanyRow } from '@shared/api/company';
import type { CompanyBody } from '@shared/api/companyInput';
import { routes } from '@shared/api/routes';
import { addMonths, dateInZone } from '@shared/domain/dueDates';
import { ApiError, call } from '@renderer/api';

/** GET /companiesPlan?searchParam=&pageNumber= (20 a page, by name; deployed backends send no count). */
export async function fetchCompanyPage(page: number, search: string, signal: AbortSignal) {
  const reply = await call(routes.companies.page, {
    query: { searchParam: search || undefined, pageNumber: page },
    signal,
  });
  return { records: reply.companies, count: reply.count ?? reply.companies.length, hasMore: reply.hasMore };
}

/**
 * The plans the dialog offers: every one (GET /plans/all, the super user's), private plans
 * included: a company may be put on a plan made for it. The company's own plan is added by the
 * dialog when a backend's list leaves it out.
 */
export function fetchPlans(signal?: AbortSignal) {
  return call(routes.plans.all, { signal });
}

export function createCompany(body: CompanyBody) {
  return call(routes.companies.create, { body });
}

export function updateCompany(companyId: number, body: Partial<CompanyBody>) {
  return call(routes.companies.update, { params: { companyId }, body });
}

export function deleteCompany(companyId: number) {
  return call(routes.companies.remove, { params: { companyId }, reply: 'ignore' });
}

/**
 * Renews the due date by the company's recurrence. The reference server does it on its own clock
 * (POST /companies/{id}/renew); a deployed backend has no such route (a 404 without the
 * company-not-found code), so the page computes the date and saves it with PUT /companies/{id}.
 */
export async function renewCompany(row: CompanyRow): Promise<CompanyRow> {
  try {
    return await call(routes.companies.renew, { params: { companyId: row.id } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404 || error.code === 'ERR_NO_COMPANY_FOUND') throw error;
  }
  const months = RECURRENCE_MONTHS[row.recurrence as CompanyRecurrence] ?? 1;
  const from = row.dueDate?.slice(0, 10) || dateInZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const dueDate = addMonths(from, months);
  const saved = await call(routes.companies.update, { params: { companyId: row.id }, body: { dueDate } });
  return { ...row, ...saved, dueDate: saved.dueDate ?? dueDate };
}
