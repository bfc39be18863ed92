import { announcementRoutes, type AnnouncementBody } from '@shared/api/routes/announcements';
import { call } from '@renderer/api';
import type { FileChoice } from '@renderer/ui';

/** GET /announcements?searchParam=&pageNumber= (20 a page, newest first; a non-super user gets the active ones only). */
export function fetchAnnouncementPage(page: number, search: string, signal: AbortSignal) {
  return call(announcementRoutes.page, { query: { searchParam: search || undefined, pageNumber: page }, signal });
}

export function fetchAnnouncement(id: number, signal?: AbortSignal) {
  return call(announcementRoutes.one, { params: { id }, signal });
}

export function createAnnouncement(body: AnnouncementBody) {
  return call(announcementRoutes.create, { body });
}

export function updateAnnouncement(id: number, body: AnnouncementBody) {
  return call(announcementRoutes.update, { params: { id }, body });
}

export function deleteAnnouncement(id: number) {
  return call(announcementRoutes.remove, { params: { id }, reply: 'ignore' });
}

/**
 * Applies the dialog's choice for the image once the announcement is saved (a new one has no id
 * before), then reads it again: deployed backends answer these with a message, not the record.
 * Null when nothing was to be done.
 */
export async function saveAnnouncementImage(id: number, image: FileChoice, had: boolean) {
  if (image.kind === 'pick') {
    const form = new FormData();
    form.set('typeArch', 'announcements');
    form.set('file', image.file, image.file.name);
    await call(announcementRoutes.uploadMedia, { params: { id }, form, reply: 'ignore' });
  } else if (image.kind === 'remove' && had) {
    await call(announcementRoutes.removeMedia, { params: { id }, reply: 'ignore' });
  } else return null;
  return fetchAnnouncement(id);
}
