import { routes } from '@shared/api/routes';
import type { CampaignBody, CampaignSettingsBody } from '@shared/api/routes/campaigns';
import { call } from '@renderer/api';

/** GET /campaigns/?searchParam=&pageNumber= (20 a page, newest first; no shipping rows). */
export function fetchCampaignPage(page: number, search: string, signal: AbortSignal) {
  return call(routes.campaigns.page, { query: { searchParam: search || undefined, pageNumber: page }, signal });
}

/** One campaign with its list's entries and its shipping rows (the dialog and the report). */
export function fetchCampaign(campaignId: number, signal?: AbortSignal) {
  return call(routes.campaigns.one, { params: { campaignId }, signal });
}

export function createCampaign(body: CampaignBody) {
  return call(routes.campaigns.create, { body });
}

export function updateCampaign(campaignId: number, body: CampaignBody) {
  return call(routes.campaigns.update, { params: { campaignId }, body });
}

export function deleteCampaign(campaignId: number) {
  return call(routes.campaigns.remove, { params: { campaignId }, reply: 'ignore' });
}

export function cancelCampaign(campaignId: number) {
  return call(routes.campaigns.cancel, { params: { campaignId }, reply: 'ignore' });
}

export function restartCampaign(campaignId: number) {
  return call(routes.campaigns.restart, { params: { campaignId }, reply: 'ignore' });
}

/** The attachment sent with each message (multipart `file`); replaces the previous one. */
export function uploadCampaignMedia(campaignId: number, file: File) {
  const form = new FormData();
  form.set('file', file, file.name);
  return call(routes.campaigns.uploadMedia, { params: { campaignId }, form });
}

export function removeCampaignMedia(campaignId: number) {
  return call(routes.campaigns.removeMedia, { params: { campaignId } });
}

/** GET /campaign-settings: key/value entries, values as JSON text. */
export function fetchCampaignSettings(signal?: AbortSignal) {
  return call(routes.campaigns.settings, { signal });
}

export function saveCampaignSettings(settings: CampaignSettingsBody['settings']) {
  return call(routes.campaigns.saveSettings, { body: { settings } });
}

/** The dialog's choices: contact lists, tags, connections, users and queues, read together. */
export async function fetchCampaignChoices(signal?: AbortSignal) {
  const [lists, tags, connections, users, queues] = await Promise.all([
    call(routes.contactLists.list, { signal }),
    call(routes.tags.list, { query: {}, signal }),
    call(routes.settings.connections, { signal }),
    call(routes.users.list, { signal }),
    call(routes.settings.queues, { signal }),
  ]);
  const option = (r: { id: number; name: string }) => ({ value: String(r.id), label: r.name });
  return {
    lists: lists.map(option),
    tags: tags.map(option),
    connections: connections.map(option),
    users: users.map(option),
    queues: queues.map(option),
  };
}
export type CampaignChoices = Awaited<ReturnType<typeof fetchCampaignChoices>>;
