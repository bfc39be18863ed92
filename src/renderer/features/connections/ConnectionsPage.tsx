import { useCallback, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconHeadset, IconPlugConnected, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConnectionRecord } from '@shared/api/whatsapp';
import { canViewConnections } from '@shared/domain/permissions';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import { EmptyState, ErrorState, ForbiddenPage, InfiniteTable, pagedTable, PageHeader } from '@renderer/ui';
import { closeImported, deleteConnection, endSession, renewSession, restartAll, startSession } from './api';
import { ConnectionDialog } from './ConnectionDialog';
import { DeleteConnectionDialog, type DeleteChoice } from './DeleteConnectionDialog';
import NewConnectionMenu from './NewConnectionMenu';
import { ImportProgress } from './ImportProgress';
import { QrCodeDialog } from './QrCodeDialog';
import { SupportButton } from './SupportButton';
import { useConnectionColumns } from './useConnectionColumns';
import { useConnectionList } from './useConnectionList';
import { useNow } from './useNow';

/**
 * /connections (spec 2 "Connections page"): admins, and users with allowConnections (treated as
 * admin here, spec 2 §6); any other profile user gets the no-permission view.
 */
export default function ConnectionsPage() {
  return canViewConnections(useUser()) ? <ConnectionsList /> : <ForbiddenPage />;
}

function ConnectionsList() {
  const { t } = useTranslation('connections');
  const { t: tc } = useTranslation();
  const manager = canViewConnections(useUser());
  const list = useConnectionList();
  const [editing, setEditing] = useState<ConnectionRecord | null>(null);
  const [qr, setQr] = useState<ConnectionRecord | null>(null);
  const [deleting, setDeleting] = useState<ConnectionRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const now = useNow(list.rows.some((r) => r.statusImportMessages));

  /** A session or import call: a refusal is told in a toast, a success shows in the row by its events. */
  const act = useCallback(
    (run: () => Promise<unknown>, done?: string) => {
      run().then(
        () => done && notifications.show({ color: 'green', message: done }),
        (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, tc) }),
      );
    },
    [tc],
  );

  const compact = useMediaQuery('(max-width: 1100px)') ?? false;
  const columns = useConnectionColumns({
    manager,
    compact,
    now,
    onEdit: useCallback((row: ConnectionRecord) => setEditing(row), []),
    onDelete: setDeleting,
    onShowQr: setQr,
    onRetry: useCallback((row: ConnectionRecord) => act(() => startSession(row.id)), [act]),
    onNewQr: useCallback((row: ConnectionRecord) => act(() => renewSession(row.id)), [act]),
    onDisconnect: useCallback((row: ConnectionRecord) => act(() => endSession(row.id), t('disconnected')), [act, t]),
    onCloseImported: useCallback(
      (row: ConnectionRecord) => act(() => closeImported(row.id), t('closedImported')),
      [act, t],
    ),
  });

  const confirmDelete = async (row: ConnectionRecord, choice: DeleteChoice) => {
    setBusy(true);
    try {
      if (choice === 'disconnect') {
        await endSession(row.id);
        notifications.show({ color: 'green', message: t('disconnected') });
      } else {
        await deleteConnection(row.id);
        list.remove(row.id);
        notifications.show({ color: 'green', message: t('deleted') });
      }
      setDeleting(null);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={t('title')} count={list.count}>
        {manager && (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => act(restartAll, t('restarted'))}
          >
            {t('restartAll')}
          </Button>
        )}
        <SupportButton icon={<IconHeadset size={16} aria-hidden />} />
        {manager && <NewConnectionMenu onSaved={list.upsert} />}
      </PageHeader>
      <ImportProgress onRefresh={list.reload} />
      <InfiniteTable
        label={t('table.label')}
        columns={columns}
        {...pagedTable(list)}
        rowId={(r) => r.id}
        rowHeight={56}
        empty={<EmptyState icon={<IconPlugConnected size={32} aria-hidden />} title={t('empty')} />}
        error={list.error ? <ErrorState message={t('loadFailed')} onRetry={list.retry} /> : undefined}
      />
      <ConnectionDialog
        opened={editing !== null}
        row={editing}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <QrCodeDialog connection={qr} onClose={() => setQr(null)} />
      <DeleteConnectionDialog
        row={deleting}
        busy={busy}
        onConfirm={(row, choice) => void confirmDelete(row, choice)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
