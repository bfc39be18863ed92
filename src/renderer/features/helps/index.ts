import { lazy } from 'react';

/** The settings page's helps tab (the super user's), loaded when the tab opens. */
export const HelpsAdmin = lazy(() => import('./HelpsAdmin'));

/** /helps, for the router. */
export const HelpsPage = lazy(() => import('./HelpsPage'));

/** For the side menu: whether the Help entry shows (there are help entries), and the reading. */
export { useHasHelps, useHelps } from './helpsStore';
