import { lazy } from 'react';

// The screens about the session (src/renderer/session holds its state and services): sign-in,
// backend choice, the expired-subscription page, and the user menu with the profile dialog.
export { UserMenu } from './UserMenu';

// In the entry, not lazy: the login page is the first screen signed out, and as a chunk of its own
// it waited for the entry to run before its request (and its libraries') went out: the form came
// at about 650 ms instead of 370 (bench/login-page.ts, issue 18). It weighs 6 KB.
export { default as LoginPage } from './LoginPage';
export const BackendSetupPage = lazy(() => import('./BackendSetupPage'));
export const SubscriptionExpiredPage = lazy(() => import('./SubscriptionExpiredPage'));
