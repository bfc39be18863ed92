import { lazy } from 'react';

/** /connections (spec 2 "Connections page"), for the router; others get the no-permission view there. */
export const ConnectionsPage = lazy(() => import('./ConnectionsPage'));
/** For the side menu: whether the Connections entry shows its warning badge. */
export { useConnectionsAttention } from './useConnectionsAttention';
/** For the super user's all-connections dialog: the same delete question (disconnect or remove, spec 2 §4). */
export { DeleteConnectionDialog, type DeleteChoice } from './DeleteConnectionDialog';
/** For the super user's all-connections page: the same new-connection menu (spec 3 "All connections"), loaded with it. */
export const NewConnectionMenu = lazy(() => import('./NewConnectionMenu'));
