import { useEffect, useState } from 'react';
import { fetchConnections, fetchQueues, fetchUsers } from './api';

export interface Option {
  value: string;
  label: string;
}

const options = (rows: { id: number; name: string }[]) =>
  rows.map((r) => ({ value: String(r.id), label: r.name })).sort((a, b) => a.label.localeCompare(b.label));

/**
 * The choices of the connection, user and queue filters, read once. One the user may not read
 * (GET /users/list can be refused to a profile user) leaves that filter empty, not the page.
 */
export function useReportOptions() {
  const [connections, setConnections] = useState<Option[]>([]);
  const [users, setUsers] = useState<Option[]>([]);
  const [queues, setQueues] = useState<Option[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    const load = <T extends { id: number; name: string }>(
      fetch: (signal: AbortSignal) => Promise<T[]>,
      set: (o: Option[]) => void,
    ) =>
      fetch(abort.signal).then(
        (rows) => !abort.signal.aborted && set(options(rows)),
        () => undefined,
      );
    void load(fetchConnections, setConnections);
    void load(fetchUsers, setUsers);
    void load(fetchQueues, setQueues);
    return () => abort.abort();
  }, []);
  return { connections, users, queues };
}
