import { lazy } from 'react';

/** /users (spec 2 "Users page"), for the router; admins only, others get the no-permission view there. */
export const UsersPage = lazy(() => import('./UsersPage'));
