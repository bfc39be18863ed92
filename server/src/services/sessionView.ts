import type { DbOrTx } from '../db/types';
import { loadCompanySettingsRow } from './companyView';
import { loadUserView } from './userView';

/**
 * The user of the session replies in the shapes a deployed Whaticket 4.8.12 sends
 * (contract-fixtures/whaticket-4.8.12, CONTRACT.md "Session"), so every client test copes with
 * them: the login reply carries `companieSettings` as an array holding the one settings row and no
 * `company.plan`; the refresh reply carries the plan but no `companieSettings` at all. The client
 * reads both on their own routes (GET /companySettings/{id}, GET /companies/listPlan/{id}).
 */
export async function loginUserView(db: DbOrTx, userId: number) {
  const user = await loadUserView(db, userId);
  if (!user?.company) return user;
  const { plan: _plan, companieSettings: _settings, ...company } = user.company;
  const row = await loadCompanySettingsRow(db, user.companyId);
  return { ...user, company: { ...company, companieSettings: row ? [row] : [] } };
}

export async function refreshUserView(db: DbOrTx, userId: number) {
  const user = await loadUserView(db, userId);
  if (!user?.company) return user;
  const { companieSettings: _settings, ...company } = user.company;
  return { ...user, company };
}
