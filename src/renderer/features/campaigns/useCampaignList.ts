import type { Campaign } from '@shared/api/campaign';
import { useSocketEvent } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchCampaignPage } from './api';
import { matchesSearch, newestFirst } from './campaignForm';

/**
 * The campaigns matching `search`, page by page, kept live by `company-{id}-campaign` (made,
 * changed by a colleague or moved by the server's runner, deleted) and read again after a reconnect.
 */
export function useCampaignList(search: string) {
  const list = usePagedList<Campaign>({
    query: search,
    fetchPage: fetchCampaignPage,
    rowId: (r) => r.id,
    compare: newestFirst,
    matches: (r) => matchesSearch(r, search),
  });
  const { upsert, remove, reload } = list;
  useSocketEvent(
    'campaign',
    (event) => {
      if (event.action === 'delete') remove(event.id);
      else if (event.action === 'reload') reload();
      else upsert(event.record);
    },
    reload,
  );
  return list;
}
