import { useCallback, useEffect, useRef, useState } from 'react';
import { batchPerFrame } from '@renderer/api';
import { useSession } from '@renderer/session';
import { fetchMoments } from './api';
import { applyPanelChanges, emptyPanel, panelFrom, type PanelChange, type PanelState } from './panel';

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: unknown };

/**
 * The panel's tickets: read once, then kept live by the ticket and message events (batched per
 * frame, each applied to the panel's own state: no refetch per event), and read again only after
 * a reconnect (events missed meanwhile are gone).
 */
export function useMomentsPanel() {
  const realtime = useSession((s) => s.realtime);
  const companyId = useSession((s) => s.user?.companyId ?? 0);
  const [panel, setPanel] = useState<PanelState>(emptyPanel);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const abort = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    fetchMoments(controller.signal).then(
      (tickets) => {
        if (controller.signal.aborted) return;
        setPanel(panelFrom(tickets));
        setLoad({ status: 'ready' });
      },
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', error }),
    );
  }, []);

  useEffect(() => {
    reload();
    return () => abort.current?.abort();
  }, [reload]);

  useEffect(() => {
    if (!realtime) return;
    const batch = batchPerFrame<PanelChange>((changes) => setPanel((p) => applyPanelChanges(p, changes, companyId)));
    const offs = [
      realtime.onEvent('ticket', (e) => {
        if (e.action === 'update') batch.push({ kind: 'upsert', ticket: e.ticket });
        else if (e.action === 'updateUnread') batch.push({ kind: 'read', id: e.ticketId });
        else batch.push({ kind: 'remove', id: e.ticketId });
      }),
      realtime.onEvent('appMessage', (e) => {
        if (e.action === 'create' && e.ticket) batch.push({ kind: 'upsert', ticket: e.ticket });
      }),
      realtime.onResync(reload),
    ];
    return () => offs.forEach((off) => off());
  }, [realtime, companyId, reload]);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    reload();
  }, [reload]);

  return { panel, load, retry };
}
