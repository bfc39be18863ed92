import { useEffect, useMemo, useState } from 'react';
import { useUser } from '@renderer/session';
import { fetchQuickReplies } from './api';
import { filterQuickReplies, toQuickReplyOptions, type QuickReplyOption } from './quickReplies';

/** The last list per user, shown at once while a fresh one is asked for. */
const cache = new Map<string, QuickReplyOption[]>();

/**
 * The quick replies matching what follows '/' (null: the picker is closed). The list is asked for
 * each time the picker opens (GET /quick-messages/list), so a reply added meanwhile shows up.
 */
export function useQuickReplies(query: string | null): QuickReplyOption[] {
  const user = useUser();
  const key = `${user.companyId}|${user.id}`;
  const open = query !== null;
  const [all, setAll] = useState<QuickReplyOption[]>(() => cache.get(key) ?? []);

  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    fetchQuickReplies(user.companyId, user.id, abort.signal)
      .then((replies) => {
        const options = toQuickReplyOptions(replies);
        cache.set(key, options);
        setAll(options);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [open, key, user.companyId, user.id]);

  return useMemo(() => (query === null ? [] : filterQuickReplies(all, query)), [all, query]);
}
