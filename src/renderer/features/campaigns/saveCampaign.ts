import type { Campaign } from '@shared/api/campaign';
import type { CampaignBody } from '@shared/api/routes/campaigns';
import type { FileChoice } from '@renderer/ui';
import { createCampaign, removeCampaignMedia, updateCampaign, uploadCampaignMedia } from './api';

/**
 * Saves a campaign, then its attachment (a new one has no id before). The server takes an
 * attachment only while the campaign is fully editable (INATIVA, or PROGRAMADA more than an hour
 * ahead), and a save with a schedule inside the hour makes it PROGRAMADA and locked at once: so
 * when the attachment changes, the campaign is saved without its schedule first, the attachment
 * goes, and the schedule is saved last. A failed attachment leaves the campaign saved (and, when
 * it had to wait, unscheduled: INATIVA), said by `mediaError`.
 */
export async function saveCampaign(
  record: Campaign | null,
  body: CampaignBody,
  media: FileChoice,
): Promise<{ saved: Campaign; mediaError: unknown }> {
  const put = (b: CampaignBody) => (record ? updateCampaign(record.id, b) : createCampaign(b));
  const changesMedia = media.kind === 'pick' || (media.kind === 'remove' && !!record?.mediaName);
  if (!changesMedia) return { saved: await put(body), mediaError: null };
  const scheduled = !!body.scheduledAt;
  let saved = await put(scheduled ? { ...body, scheduledAt: '' } : body);
  try {
    saved =
      media.kind === 'pick' ? await uploadCampaignMedia(saved.id, media.file) : await removeCampaignMedia(saved.id);
  } catch (error) {
    return { saved, mediaError: error };
  }
  if (scheduled) saved = await updateCampaign(saved.id, body);
  return { saved, mediaError: null };
}
