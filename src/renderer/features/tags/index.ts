import { lazy } from 'react';

/** /tags (spec 2 "Tags page"), for the router. */
export const TagsPage = lazy(() => import('./TagsPage'));
