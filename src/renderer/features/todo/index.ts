import { lazy } from 'react';

export { todoLocales } from './locales';
/** /todolist (spec 3 "To-do list"). */
export const TodoPage = lazy(() => import('./TodoPage'));
