import type { Prompt } from '@shared/api/prompt';
import { useSocketEvent } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchPromptPage } from './api';
import { byName, matchesSearch } from './promptForm';

/**
 * The prompts matching `search`, page by page, kept live by `company-{id}-prompt` (a colleague's
 * prompt added, changed or deleted) and read again after a reconnect.
 */
export function usePromptList(search: string) {
  const list = usePagedList<Prompt>({
    query: search,
    fetchPage: fetchPromptPage,
    rowId: (r) => r.id,
    compare: byName,
    matches: (r) => matchesSearch(r, search),
  });
  const { upsert, remove, reload } = list;
  useSocketEvent(
    'prompt',
    (event) => (event.action === 'delete' ? remove(event.promptId) : upsert(event.prompt)),
    reload,
  );
  return list;
}
