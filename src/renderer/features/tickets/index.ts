import { lazy } from 'react';

export { ticketsLocales } from './locales';
export const TicketsPage = lazy(() => import('./TicketsPage'));
