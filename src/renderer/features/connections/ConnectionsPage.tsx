import { useCallback, useState } from 'react';
import { Button, Menu, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconChevronDown,
  IconHeadset,
  IconPlugConnected,
  IconRefresh,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConnectionRecord } from '@shared/api/whatsapp';
import { canViewConnections } from '@shared/domain/permissions';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import { EmptyState, ErrorState, ForbiddenPage, InfiniteTable, PageHeader } from '@renderer/ui';
import { closeImported, deleteConnection, endSession, renewSession, restartAll, startSession } from './api';
import { ConnectionDialog } from './ConnectionDialog';
import { DeleteConnectionDialog, type DeleteChoice } from './DeleteConnectionDialog';
import { FacebookDialog } from './FacebookDialog';
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
  const [editing, setEditing] = useState<{ row: ConnectionRecord | null } | null>(null);
  const [social, setSocial] = useState<'facebook' | 'instagram' | null>(null);
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
    onEdit: useCallback((row: ConnectionRecord) => setEditing({ row }), []),
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
        {manager && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button rightSection={<IconChevronDown size={16} aria-hidden />}>{t('add')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
                onClick={() => setEditing({ row: null })}
              >
                {t('addMenu.whatsapp')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconBrandFacebook size={16} aria-hidden />}
                onClick={() => setSocial('facebook')}
              >
                {t('addMenu.facebook')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconBrandInstagram size={16} aria-hidden />}
                onClick={() => setSocial('instagram')}
              >
                {t('addMenu.instagram')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </PageHeader>
      <ImportProgress onRefresh={list.reload} />
      <InfiniteTable
        label={t('table.label')}
        columns={columns}
        rows={list.rows}
        rowId={(r) => r.id}
        total={list.count}
        hasMore={list.hasMore}
        loading={list.loading}
        onLoadMore={list.loadMore}
        rowHeight={56}
        empty={<EmptyState icon={<IconPlugConnected size={32} aria-hidden />} title={t('empty')} />}
        error={list.error ? <ErrorState message={t('loadFailed')} onRetry={list.retry} /> : undefined}
      />
      <ConnectionDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <FacebookDialog channel={social} onClose={() => setSocial(null)} />
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
