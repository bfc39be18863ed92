import { lazy } from 'react';

/** /schedules (spec 3 "Schedules"), for the router: the calendar, in its own chunk. */
export const SchedulesPage = lazy(() => import('./SchedulesPage'));
/** The schedule form, for the conversation's 'Agendar mensagem' (loaded when first opened). */
export const ScheduleDialog = lazy(() => import('./ScheduleDialog'));
