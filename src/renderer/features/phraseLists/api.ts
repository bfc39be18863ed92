import { routes } from '@shared/api/routes';
import type { FlowCampaignBody, FlowCampaignUpdate } from '@shared/api/routes/flowCampaigns';
import { call } from '@renderer/api';
import { byName, matchesSearch } from './phraseForm';

/**
 * GET /flowcampaign: the company's whole list (deployed backends page nothing), searched and
 * ordered here by name, as the list page's one page.
 */
export async function fetchFlowCampaignPage(_page: number, search: string, signal: AbortSignal) {
  const all = await call(routes.flowCampaigns.list, { signal });
  const records = all.filter((r) => matchesSearch(r, search)).sort(byName);
  return { records, count: records.length, hasMore: false };
}

/** One campaign, read again when the dialog opens (GET /flowcampaign/{id}). */
export function fetchFlowCampaign(flowCampaignId: number, signal?: AbortSignal) {
  return call(routes.flowCampaigns.one, { params: { flowCampaignId }, signal });
}

/** The flows a campaign may start (GET /flowbuilder) and the company's connections (GET /whatsapp). */
export function fetchChoices(signal?: AbortSignal) {
  return Promise.all([call(routes.flowCampaigns.flows, { signal }), call(routes.settings.connections, { signal })]);
}

export function createFlowCampaign(body: FlowCampaignBody) {
  return call(routes.flowCampaigns.create, { body });
}

/** PUT /flowcampaign with the id in the body (spec 3 §7); the list is read again after it. */
export function updateFlowCampaign(body: FlowCampaignUpdate) {
  return call(routes.flowCampaigns.update, { body, reply: 'ignore' });
}

export function deleteFlowCampaign(flowCampaignId: number) {
  return call(routes.flowCampaigns.remove, { params: { flowCampaignId }, reply: 'ignore' });
}
