import { lazy } from 'react';

/** /quick-messages (spec 2 "Quick replies"), for the router. */
export const QuickMessagesPage = lazy(() => import('./QuickMessagesPage'));
