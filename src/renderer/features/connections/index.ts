import { lazy } from 'react';

/** /connections (spec 2 "Connections page"), for the router; others get the no-permission view there. */
export const ConnectionsPage = lazy(() => import('./ConnectionsPage'));
/** For the side menu: whether the Connections entry shows its warning badge. */
export { useConnectionsAttention } from './useConnectionsAttention';
