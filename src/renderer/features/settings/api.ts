import { routes } from '@shared/api/routes';
import type { CompanySettingColumn } from '@shared/api/companySettings';
import type { WeeklyHoursInput } from '@shared/api/serviceHours';
import type { LogoMode, WhiteLabelKey } from '@shared/api/settings';
import { call } from '@renderer/api';

const entries = routes.settings;

/** PUT /companySettings {column, data}: one company option, saved on change (spec 2 §4). */
export function saveCompanySetting(column: CompanySettingColumn, data: string) {
  return call(entries.updateCompanySetting, { body: { column, data }, reply: 'ignore' });
}

/** GET /settings: the company's key/value settings (the super user's company is the installation's). */
export function fetchKeySettings(signal?: AbortSignal) {
  return call(entries.settings, { signal });
}

/** PUT /settings/{key} {value}: a white-label key (super user only). */
export function saveKeySetting(key: WhiteLabelKey, value: string) {
  return call(entries.updateSetting, { params: { key }, body: { value } });
}

/** POST /settings-whitelabel/logo: the image becomes that logo; answers its stored path. */
export function uploadLogo(mode: LogoMode, file: File) {
  const form = new FormData();
  form.append('typeArch', 'logo');
  form.append('mode', mode);
  form.append('file', file, file.name);
  return call(entries.uploadLogo, { form });
}

/** GET /companies/{id}: the company's record, for its weekly hours. */
export function fetchCompany(companyId: number, signal?: AbortSignal) {
  return call(routes.companies.one, { params: { companyId }, signal });
}

/** PUT /companies/{id}/schedules: the company's week (deployed clients send the id beside it). */
export function saveCompanySchedules(companyId: number, schedules: WeeklyHoursInput) {
  return call(routes.companies.updateSchedules, { params: { companyId }, body: { id: companyId, schedules } });
}
