import type { SessionReply } from '@shared/api/auth';
import type { Company, Plan } from '@shared/api/company';
import type { CompanySettings } from '@shared/api/companySettings';
import { sessionAddresses } from '@shared/api/routes/sessionAddresses';
import type { User } from '@shared/api/user';
import { ApiError, callDeferred, deferred } from '@renderer/api';

// Their route groups' schemas load to read the replies, not with the login page (issue 18).
const settingRoutes = () => import('@shared/api/routes/settings').then((m) => m.settingRoutes);
const companyRoutes = {
  companySettings: deferred(sessionAddresses.companySettings, () => settingRoutes().then((r) => r.companySettings)),
  companySettingOne: deferred(sessionAddresses.companySettingOne, () => settingRoutes().then((r) => r.companySettingOne)),
  companyPlan: deferred(sessionAddresses.companyPlan, () =>
    import('@shared/api/routes/meta').then((m) => m.metaRoutes.companyPlan),
  ),
};

/**
 * The company settings and plan a session needs, read on their own routes (CONTRACT.md
 * "Session"): a deployed 4.8.12 sends the settings only in its login reply (as a one-row array)
 * and the plan only in its refresh reply, so neither reply alone is enough.
 */

/** `token`: the new session's, while it is not applied yet (see RequestOptions.token). */
export async function fetchCompanySettings(companyId: number, token?: string): Promise<CompanySettings> {
  try {
    return await callDeferred(companyRoutes.companySettings, { params: { companyId }, token });
  } catch (error) {
    // A backend without the row route: read the settings the app uses one column at a time.
    if (!(error instanceof ApiError && error.kind === 'http' && error.status === 404)) throw error;
    const { SETTINGS_READ_BY_APP } = await import('@shared/api/companySettings');
    const one = (column: (typeof SETTINGS_READ_BY_APP)[number]) =>
      callDeferred(companyRoutes.companySettingOne, { query: { column }, token }).catch(() => ({}));
    return Object.assign({}, ...(await Promise.all(SETTINGS_READ_BY_APP.map(one))));
  }
}

export function fetchPlan(companyId: number, token?: string): Promise<Plan> {
  return callDeferred(companyRoutes.companyPlan, { params: { companyId }, token });
}

/** The reply's company, or a bare one when the reply has none (settings and plan need a home). */
function companyOf(user: User): Company {
  return user.company ?? { id: user.companyId, name: '', dueDate: null, plan: null, companieSettings: {} };
}

/**
 * A new session (sign-in, or resuming one at start-up): settings from their route, the plan from
 * its route when the reply has none. Spec 2 §8: a failed read falls back to what the reply had
 * (defaults at worst), so it never stops the sign-in.
 */
export async function withCompanyData(reply: SessionReply): Promise<SessionReply> {
  const company = companyOf(reply.user);
  const [settings, plan] = await Promise.all([
    fetchCompanySettings(reply.user.companyId, reply.token).catch((error: unknown) => {
      console.warn('company settings not read; using the session reply', error);
      return {};
    }),
    company.plan ??
      fetchPlan(reply.user.companyId, reply.token).catch((error: unknown) => {
        console.warn('company plan not read', error);
        return null;
      }),
  ]);
  const companieSettings = { ...company.companieSettings, ...settings };
  return { ...reply, user: { ...reply.user, company: { ...company, plan, companieSettings } } };
}

/**
 * A refresh of the session already applied (same user): what the reply lacks (4.8.12's refresh
 * has no settings, its login no plan) is kept from before; the socket keeps the settings live.
 */
export function keepCompanyData(reply: SessionReply, previous: User): SessionReply {
  const company = companyOf(reply.user);
  const before = previous.company;
  if (!before || before.id !== company.id) return reply;
  const companieSettings = { ...before.companieSettings, ...company.companieSettings };
  return {
    ...reply,
    user: { ...reply.user, company: { ...company, plan: company.plan ?? before.plan, companieSettings } },
  };
}
