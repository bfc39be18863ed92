import { lazy } from 'react';

/** /files (spec 2 "File lists"), for the router. */
export const FileListsPage = lazy(() => import('./FileListsPage'));

/** For the queues feature: a chatbot option of type file picks one of the company's lists. */
export { FileListSelect } from './FileListSelect';
