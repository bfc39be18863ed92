import { lazy } from 'react';

/** The settings page's plans tab (the super user's), loaded when the tab opens. */
export const PlansAdmin = lazy(() => import('./PlansAdmin'));
