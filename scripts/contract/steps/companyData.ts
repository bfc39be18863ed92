import { planFlagsSchema } from '@shared/api/company';
import { SETTINGS_READ_BY_APP } from '@shared/api/companySettings';
import { fetchCompanySettings, fetchPlan } from '@renderer/session/companyData';
import { missing, type Kit } from '../kit';
import { fail } from '../recorder';

const PLAN_FLAGS = Object.keys(planFlagsSchema.shape) as (keyof typeof planFlagsSchema.shape)[];

/** Settings and plan on their own routes, with the session's own functions (CONTRACT.md "Session"). */
export async function companyData(kit: Kit): Promise<void> {
  const settingsCheck =
    'GET /companySettings/{companyId} (else /companySettingOne per column), as the session reads them: parses';
  const planCheck = 'GET /companies/listPlan/{companyId}, as the session reads it: parses as the plan';
  const why = missing(kit, 'user');
  if (why) {
    kit.rec.skip('company settings', settingsCheck, why);
    return kit.rec.skip('plan', planCheck, why);
  }
  const companyId = kit.user!.companyId;

  await kit.rec.check('company settings', settingsCheck, async () => {
    const from = kit.main.exchanges.length;
    const settings = await fetchCompanySettings(companyId);
    const perColumn = kit.main.exchanges.slice(from).some((e) => e.path.endsWith('/companySettingOne'));
    const count = Object.keys(settings).length;
    if (count === 0) fail('no setting came back (the row is empty, or every column read failed)');
    const absent = SETTINGS_READ_BY_APP.filter((key) => !(key in settings));
    const note = `${count} settings${perColumn ? ', read per column (no GET /companySettings/{id})' : ''}`;
    return absent.length ? `${note}; absent, so read as their defaults: ${absent.join(', ')}` : note;
  });

  await kit.rec.check('plan', planCheck, async () => {
    const plan = await fetchPlan(companyId);
    const on = PLAN_FLAGS.filter((flag) => plan[flag]);
    return `${plan.name || 'a plan without a name'}: ${on.length ? on.join(', ') : 'no module'}`;
  });
}
