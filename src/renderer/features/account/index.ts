import { lazy } from 'react';

// The screens about the session (src/renderer/session holds its state and services): sign-in,
// backend choice, the expired-subscription page, and the user menu with the profile dialog.
export { accountLocales } from './locales';
export { UserMenu } from './UserMenu';

export const LoginPage = lazy(() => import('./LoginPage'));
export const BackendSetupPage = lazy(() => import('./BackendSetupPage'));
export const SubscriptionExpiredPage = lazy(() => import('./SubscriptionExpiredPage'));
