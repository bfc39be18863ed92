// The session: who is signed in, to which backend, with which company settings, and the
// installation's look (branding, theme, language kept on this machine). A module below the
// features and the shell, not a feature: every feature and app/ read the user and the company's
// settings from here, while the screens about it (login, profile, user menu) are the `account`
// feature. It holds state and services only, no components.
export { useSession, useUser, type SessionPhase } from './store';
export { useLocalScope } from './localScope';
export { useUserStatusSignal } from './userStatus';
export { useSocketEvent } from './useSocketEvent';
export {
  bootstrapSession,
  chooseBackend,
  login,
  logout,
  refreshSession,
  reloadUser,
  setLoggedElsewhereHandler,
} from './service';
export { readSignOutNotice } from './signOutNotice';
export { saveUserChanges } from './saveUserChanges';
export { setCompanyDueDate } from './companyDueDate';
export {
  DEFAULT_BRAND,
  loadBranding,
  setUnreadInTitle,
  startBranding,
  useBranding,
  useBrandingReread,
  type Brand,
} from './branding';
export { loadPreferences, setLanguage, toggleTheme, useColorScheme, usePreferences } from './preferences';
export {
  setCompanySetting,
  useCompanySetting,
  useCompanySettings,
  useCompanySettingsRealtime,
} from './companySettings';
export { useCompanyPlanRealtime } from './companyPlan';
