import { lazy } from 'react';

/** /queues (spec 2 "Queues page"), for the router; admins only, others get the no-permission view there. */
export const QueuesPage = lazy(() => import('./QueuesPage'));
