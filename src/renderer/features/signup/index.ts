import { lazy } from 'react';

/** /signup (spec 3 "Signup"), a public route, for the router. */
export const SignupPage = lazy(() => import('./SignupPage'));
