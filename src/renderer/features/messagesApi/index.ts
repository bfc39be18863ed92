import { lazy } from 'react';

/** /messages-api (spec 3 "Messages API"), for the router. */
export const MessagesApiPage = lazy(() => import('./MessagesApiPage'));
