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
// For the shell and the login page: the installation's look (the company's branding from its
// public settings, theme and language kept on this machine), which the login page and the user
// menu change; it lives here, not in app/, because nothing below the shell may import app/.
export { DEFAULT_BRAND, loadBranding, setUnreadInTitle, useBranding, type Brand } from './branding';
export { loadPreferences, toggleTheme, useColorScheme } from './preferences';
export { useCompanySetting, useCompanySettings, useCompanySettingsRealtime } from './companySettings';
