import type { CompanyRow } from '@shared/api/company';
import { usePagedList } from '@renderer/ui';
import { fetchCompanyPage } from './api';
import { byName, matchesSearch } from './companyForm';

/**
 * The companies matching `search`, page by page. No socket event carries companies (spec 3 §9
 * lists none): the page's own saves and deletes update the rows.
 */
export function useCompanyList(search: string) {
  return usePagedList<CompanyRow>({
    query: search,
    fetchPage: fetchCompanyPage,
    rowId: (r) => r.id,
    compare: byName,
    matches: (r) => matchesSearch(r, search),
  });
}
