import { useRef } from 'react';
import type { ConnectionRecord } from '@shared/api/whatsapp';
import { useSocketEvent } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchConnections } from './api';
import { byDefaultThenName } from './connectionForm';

/**
 * The company's connections (one reply, no pages), live from `company-{id}-whatsapp` (a record
 * added, changed or removed) and `company-{id}-whatsappSession` (a pairing step: status, QR
 * code, number), and read again after a reconnect.
 */
export function useConnectionList() {
  const list = usePagedList<ConnectionRecord>({
    query: '',
    fetchPage: fetchConnections,
    rowId: (r) => r.id,
    compare: byDefaultThenName,
    matches: () => true,
  });
  const { upsert, remove, reload } = list;
  const rows = useRef(list.rows);
  rows.current = list.rows;

  useSocketEvent(
    'whatsapp',
    (event) => {
      if (event.action === 'delete') remove(event.whatsappId);
      else {
        // The reference server's events carry neither the token nor the pairing code (that comes
        // in whatsappSession): keep what was read while the status stands.
        const row = rowOf(event.whatsapp.id);
        const pairing = event.whatsapp.status === 'qrcode';
        upsert({
          ...event.whatsapp,
          token: event.whatsapp.token ?? row?.token,
          qrcode: event.whatsapp.qrcode || (pairing ? row?.qrcode : '') || '',
        });
      }
    },
    reload,
  );

  useSocketEvent('whatsappSession', ({ session }) => {
    const row = rowOf(session.id);
    // A session of a connection not listed yet: its `whatsapp` event or the next read brings it.
    if (!row) return;
    upsert({
      ...row,
      status: session.status,
      qrcode: session.qrcode ?? '',
      number: session.number ?? row.number,
      updatedAt: session.updatedAt ?? row.updatedAt,
    });
  });

  function rowOf(id: number) {
    return rows.current.find((r) => r.id === id);
  }

  return list;
}
