import type { QueueIntegration } from '@shared/api/queueIntegration';
import { useSocketEvent } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchIntegrationPage } from './api';
import { byNewest, matchesSearch } from './integrationForm';

/**
 * The integrations matching `search`, page by page, kept live by `company-{id}-queueIntegration`
 * (spec 2 §4: a colleague's change shows at once) and read again after a reconnect.
 */
export function useIntegrationList(search: string) {
  const list = usePagedList<QueueIntegration>({
    query: search,
    fetchPage: fetchIntegrationPage,
    rowId: (r) => r.id,
    compare: byNewest,
    matches: (r) => matchesSearch(r, search),
  });
  const { upsert, remove, reload } = list;

  useSocketEvent(
    'queueIntegration',
    (event) => {
      if (event.action === 'delete') remove(event.integrationId);
      else if (event.action !== 'testSession') upsert(event.integration);
    },
    reload,
  );

  return list;
}
