import type { Announcement } from '@shared/api/announcement';

/**
 * Where an announcement's image is served: the reference server's signed `mediaUrl`; a deployed
 * backend names the file only, served from its public folder. Only http(s) addresses are used.
 */
export function imageUrlOf(record: Pick<Announcement, 'mediaUrl' | 'mediaPath'>, backendUrl: string | null) {
  if (record.mediaUrl) return /^https?:\/\//i.test(record.mediaUrl) ? record.mediaUrl : null;
  if (!record.mediaPath || !backendUrl) return null;
  return `${backendUrl.replace(/\/+$/, '')}/public/${encodeURIComponent(record.mediaPath)}`;
}
