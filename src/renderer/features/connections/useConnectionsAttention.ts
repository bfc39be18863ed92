import { useCallback, useEffect, useState } from 'react';
import { connectionsNeedAttention } from '@shared/domain/menu';
import { canViewConnections } from '@shared/domain/permissions';
import { useSocketEvent, useUser } from '@renderer/session';
import { fetchConnections } from './api';

/**
 * Whether the side menu's Connections entry shows its warning badge (spec 1 §2): some connection
 * is not connected. Read once for those who see the entry, then kept by the `whatsapp` and
 * `whatsappSession` events, and read again after a reconnect.
 */
export function useConnectionsAttention(): boolean {
  const allowed = canViewConnections(useUser());
  const [statuses, setStatuses] = useState<Map<number, string>>(new Map());

  const read = useCallback(() => {
    if (!allowed) return;
    const abort = new AbortController();
    fetchConnections(1, '', abort.signal).then(
      ({ records }) => setStatuses(new Map(records.map((r) => [r.id, r.status]))),
      () => undefined, // the badge is a hint: the page itself says when the list cannot load
    );
    return () => abort.abort();
  }, [allowed]);
  useEffect(() => read(), [read]);

  const put = (id: number, status: string | null) =>
    setStatuses((m) => {
      const next = new Map(m);
      if (status === null) next.delete(id);
      else next.set(id, status);
      return next;
    });
  useSocketEvent(
    'whatsapp',
    (e) => (e.action === 'delete' ? put(e.whatsappId, null) : put(e.whatsapp.id, e.whatsapp.status)),
    read,
  );
  useSocketEvent('whatsappSession', ({ session }) => put(session.id, session.status));

  return allowed && connectionsNeedAttention([...statuses.values()]);
}
