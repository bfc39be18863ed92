import { lazy } from 'react';

export { ticketsLocales } from './locales/index';
export const TicketsPage = lazy(() => import('./TicketsPage'));
