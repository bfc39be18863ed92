import { useState } from 'react';
import { Badge, Modal, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyListItem } from '@shared/api/company';
import type { CompanyConnection } from '@shared/api/whatsapp';
import { isConnected } from '@shared/domain/connectionCounts';
import { errorMessage } from '@renderer/api';
import { DeleteConnectionDialog, type DeleteChoice } from '@renderer/features/connections';
import { EmptyState, RowAction } from '@renderer/ui';
import { disconnectSession, removeConnection } from './api';

interface CompanyConnectionsDialogProps {
  company: CompanyListItem | null;
  connections: CompanyConnection[];
  onDisconnected(id: number): void;
  onRemoved(id: number): void;
  onClose(): void;
}

/**
 * One company's connections (spec 3 "All connections": the row's action): status, name and
 * number, each with the connections page's delete question (spec 2 §4, §8: disconnect the session
 * or remove the connection, as chosen).
 */
export function CompanyConnectionsDialog({
  company,
  connections,
  onDisconnected,
  onRemoved,
  onClose,
}: CompanyConnectionsDialogProps) {
  const { t } = useTranslation('allConnections');
  const { t: tn } = useTranslation('connections');
  const { t: tc } = useTranslation();
  const [deleting, setDeleting] = useState<CompanyConnection | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (row: CompanyConnection, choice: DeleteChoice) => {
    setBusy(true);
    try {
      if (choice === 'disconnect') {
        await disconnectSession(row.id);
        onDisconnected(row.id);
        notifications.show({ color: 'green', message: tn('disconnected') });
      } else {
        await removeConnection(row.id);
        onRemoved(row.id);
        notifications.show({ color: 'green', message: tn('deleted') });
      }
      setDeleting(null);
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessage(failure, tc) });
    } finally {
      setBusy(false);
    }
  };

  const statusText = (status: string) => tn(`status.${status}`, { defaultValue: tn('status.unknown', { status }) });

  return (
    <>
      <Modal
        opened={company !== null}
        onClose={onClose}
        title={t('dialog.title', { name: company?.name ?? '' })}
        closeButtonProps={{ 'aria-label': tc('actions.close') }}
        size="xl"
      >
        {connections.length === 0 ? (
          <EmptyState title={t('dialog.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={t('dialog.table', { name: company?.name ?? '' })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dialog.status')}</Table.Th>
                  <Table.Th>{t('dialog.name')}</Table.Th>
                  <Table.Th>{t('dialog.number')}</Table.Th>
                  <Table.Th style={{ width: 72, textAlign: 'right' }}>{t('dialog.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {connections.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Badge color={isConnected(c.status) ? 'green.9' : 'gray.7'} variant="filled">
                        {statusText(c.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{c.name}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{c.number || '—'}</Text>
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>
                      <RowAction label={tn('delete', { name: c.name })} color="red" onClick={() => setDeleting(c)}>
                        <IconTrash size={18} aria-hidden />
                      </RowAction>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Modal>
      <DeleteConnectionDialog
        row={deleting}
        busy={busy}
        onConfirm={(row, choice) => void confirm(row, choice)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
