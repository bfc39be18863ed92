import { useCallback, useEffect, useRef, useState } from 'react';
import type { CompanyListItem } from '@shared/api/company';
import type { CompanyConnection } from '@shared/api/whatsapp';
import { useSocketEvent, useUser } from '@renderer/session';
import { fetchOverview } from './api';

/**
 * Every company and every company's connections, read at once. Live as far as events go: the
 * super user's socket is their own company's, so that company's `whatsapp` and `whatsappSession`
 * events apply (and a reconnect reads everything again); another company's changes show on the
 * next read, and what this page itself does is applied on its reply.
 */
export function useAllConnections() {
  const { companyId } = useUser();
  const [companies, setCompanies] = useState<CompanyListItem[]>([]);
  const [connections, setConnections] = useState<CompanyConnection[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const reading = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    setLoading(true);
    setError(null);
    fetchOverview(controller.signal).then(
      (read) => {
        if (controller.signal.aborted) return;
        setCompanies(read.companies);
        setConnections(read.connections);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    reload();
    return () => reading.current?.abort();
  }, [reload]);

  const patch = useCallback((id: number, change: Partial<CompanyConnection>) => {
    setConnections((all) => all.map((c) => (c.id === id ? { ...c, ...change } : c)));
  }, []);
  const remove = useCallback((id: number) => setConnections((all) => all.filter((c) => c.id !== id)), []);

  useSocketEvent(
    'whatsapp',
    (event) => {
      if (event.action === 'delete') return remove(event.whatsappId);
      const { whatsapp } = event;
      setConnections((all) => {
        const row = { ...whatsapp, companyId };
        return all.some((c) => c.id === row.id) ? all.map((c) => (c.id === row.id ? row : c)) : [...all, row];
      });
    },
    reload,
  );
  useSocketEvent('whatsappSession', ({ session }) =>
    patch(session.id, { status: session.status, ...(session.number != null ? { number: session.number } : {}) }),
  );

  return { companies, connections, loading, error, reload, patch, remove };
}
