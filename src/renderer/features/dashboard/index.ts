import { lazy } from 'react';

/** `/` (spec 1 §2 "Dashboard"), for the router; users without showDashboard get the 403 page there. */
export const DashboardPage = lazy(() => import('./DashboardPage'));
