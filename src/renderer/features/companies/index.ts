import { lazy } from 'react';

/** /companies (spec 3 "Companies", super user only), for the router. */
export const CompaniesPage = lazy(() => import('./CompaniesPage'));
