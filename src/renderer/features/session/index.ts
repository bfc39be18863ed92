import { lazy } from 'react';

export { sessionLocales } from './locales';
export { useSession, useUser, type SessionPhase } from './store';
export { useLocalScope } from './localScope';
export { useUserStatusSignal } from './userStatus';
export { bootstrapSession, login, logout, refreshSession, setLoggedElsewhereHandler } from './service';
export { UserMenu } from './UserMenu';

export const LoginPage = lazy(() => import('./LoginPage'));
export const BackendSetupPage = lazy(() => import('./BackendSetupPage'));
export const SubscriptionExpiredPage = lazy(() => import('./SubscriptionExpiredPage'));
export { useCompanySetting, useCompanySettings, useCompanySettingsRealtime } from './companySettings';
