import { lazy } from 'react';

/** /settings (spec 2 "Settings page"), for the router. */
export const SettingsPage = lazy(() => import('./SettingsPage'));

/** A company's weekly service hours editor (its own, or `companyId`'s): the companies page's schedules dialog. */
export const CompanySchedules = lazy(() => import('./SchedulesTab').then((m) => ({ default: m.SchedulesTab })));
