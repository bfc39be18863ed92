import { routes } from '@shared/api/routes';
import type { PlanBody } from '@shared/api/routes/plans';
import { call } from '@renderer/api';

/** GET /plans?searchParam=&pageNumber= (20 a page, by name), as the list blocks read a page. */
export async function fetchPlanPage(page: number, search: string, signal: AbortSignal) {
  const reply = await call(routes.plans.page, {
    query: { searchParam: search || undefined, pageNumber: page },
    signal,
  });
  return { records: reply.plans, count: reply.count, hasMore: reply.hasMore };
}

export function createPlan(body: PlanBody) {
  return call(routes.plans.create, { body });
}

export function updatePlan(id: number, body: PlanBody) {
  return call(routes.plans.update, { params: { id }, body });
}

export function deletePlan(id: number) {
  return call(routes.plans.remove, { params: { id }, reply: 'ignore' });
}
