import { lazy } from 'react';

/** /files (spec 2 "File lists"), for the router. */
export const FileListsPage = lazy(() => import('./FileListsPage'));
