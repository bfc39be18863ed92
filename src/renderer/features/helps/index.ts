import { lazy } from 'react';

/** The settings page's helps tab (the super user's), loaded when the tab opens. */
export const HelpsAdmin = lazy(() => import('./HelpsAdmin'));
