/**
 * The addresses of the calls a start makes before its first screen (the session, the company's
 * settings and plan, the public branding), without their schemas: the renderer's entry sends them
 * with these and loads the schemas only to read a reply (issue 18: the refresh's 401 on the login
 * page needs none). The route groups spread them, so each address is written once.
 */
export const sessionAddresses = {
  login: { method: 'POST', path: '/auth/login', anonymous: true },
  /** The refresh cookie `jrt` is the credential. */
  refreshToken: { method: 'POST', path: '/auth/refresh_token', anonymous: true },
  /** Answers 200 with an empty body. */
  logout: { method: 'DELETE', path: '/auth/logout', anonymous: true },
  companySettingOne: { method: 'GET', path: '/companySettingOne' },
  companySettings: { method: 'GET', path: '/companySettings/:companyId' },
  companyPlan: { method: 'GET', path: '/companies/listPlan/:companyId' },
  /** The bare JSON value (a string or null). `token` is what 4.8.12's clients send; unused here. */
  publicSetting: { method: 'GET', path: '/public-settings/:key', anonymous: true },
} as const;

/** The settings readable before login (GET /public-settings/{key}); the reply is the bare value. */
export const PUBLIC_SETTING_KEYS = ['appName', 'appLogoFavicon', 'allowSignup', 'primaryColorLight', 'primaryColorDark', 'appLogoLight', 'appLogoDark'] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];
