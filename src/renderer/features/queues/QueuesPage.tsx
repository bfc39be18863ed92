import { useCallback, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@shared/api/queue';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import {
  ConfirmDialog,
  useDeleteDialog,
  EmptyState,
  ErrorState,
  ForbiddenPage,
  InfiniteTable,
  PageHeader,
} from '@renderer/ui';
import { deleteQueue } from './api';
import { QueueDialog } from './QueueDialog';
import { useQueueColumns } from './useQueueColumns';
import { useQueueList } from './useQueueList';

type Editing = { row: Queue | null } | null;

/** /queues (spec 2 "Queues page"): admins only; a profile user gets the no-permission view. */
export default function QueuesPage() {
  return useUser().profile === 'admin' ? <QueuesList /> : <ForbiddenPage />;
}

/** The search-free list of spec 2, with add, edit and delete. */
function QueuesList() {
  const { t } = useTranslation('queues');
  const { t: tc } = useTranslation();
  const list = useQueueList();
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteDialog<Queue>({
    remove: (row) => deleteQueue(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const onEdit = useCallback((row: Queue) => setEditing({ row }), []);
  const columns = useQueueColumns({ onEdit, onDelete: deleting.ask });

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={t('title')} count={list.count}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ row: null })}>
          {t('add')}
        </Button>
      </PageHeader>
      <InfiniteTable
        label={t('table.label')}
        columns={columns}
        rows={list.rows}
        rowId={(r) => r.id}
        total={list.count}
        hasMore={list.hasMore}
        loading={list.loading}
        onLoadMore={list.loadMore}
        empty={<EmptyState icon={<IconListDetails size={32} aria-hidden />} title={t('empty')} />}
        error={list.error ? <ErrorState message={t('loadFailed')} onRetry={list.retry} /> : undefined}
      />
      <QueueDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        queueCount={list.count}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage', { name: deleting.target?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
