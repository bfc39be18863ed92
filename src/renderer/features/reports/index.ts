import { lazy } from 'react';

/**
 * /reports (spec 3 "Reports"), for the router, which hands it the tickets feature's log dialog;
 * outside the management group the page shows the no-permission view.
 */
export const ReportsPage = lazy(() => import('./ReportsPage'));
