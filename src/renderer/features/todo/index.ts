import { lazy } from 'react';

/** /todolist (spec 3 "To-do list"). */
export const TodoPage = lazy(() => import('./TodoPage'));
