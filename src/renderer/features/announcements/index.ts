import { lazy } from 'react';

/** /announcements (spec 3 "Announcements", super user only), for the router. */
export const AnnouncementsPage = lazy(() => import('./AnnouncementsPage'));
/** The top bar's announcements popover with its unseen count (spec 1 §2 "Top bar"), for the shell. */
export { AnnouncementsBell } from './AnnouncementsBell';
