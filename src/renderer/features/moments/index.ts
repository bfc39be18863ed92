import { lazy } from 'react';

/** /moments (spec 1 §2 "Real-time attendance panel"), for the router; the no-permission view is the page's own. */
export const MomentsPage = lazy(() => import('./MomentsPage'));
