import { lazy } from 'react';

/** /allConnections (spec 3 "All connections"), for the router; it sends anyone but a super user to /tickets. */
export const AllConnectionsPage = lazy(() => import('./AllConnectionsPage'));
