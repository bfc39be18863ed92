import { lazy } from 'react';

/** /phrase-lists (spec 3 "Flow-phrase campaigns"), for the router. */
export const PhraseListsPage = lazy(() => import('./PhraseListsPage'));
