import { lazy } from 'react';

/** /Kanban (spec 2 "Kanban board"), for the router, in its own chunk. */
export const KanbanPage = lazy(() => import('./KanbanPage'));
