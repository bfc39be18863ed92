import { lazy } from 'react';

/** /settings (spec 2 "Settings page"), for the router. */
export const SettingsPage = lazy(() => import('./SettingsPage'));
