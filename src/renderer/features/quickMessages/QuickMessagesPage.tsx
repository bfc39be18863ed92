import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageBolt, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuickMessage } from '@shared/api/quickMessage';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import {
  ConfirmDialog,
  useDeleteDialog,
  EmptyState,
  ErrorState,
  InfiniteTable,
  PageHeader,
  SearchField,
} from '@renderer/ui';
import { deleteQuickMessage, updateQuickMessage } from './api';
import { QuickMessageDialog } from './QuickMessageDialog';
import { useQuickMessageColumns } from './useQuickMessageColumns';
import { useQuickMessageList } from './useQuickMessageList';

type Editing = { record: QuickMessage | null } | null;

/** /quick-messages (spec 2 "Quick replies"): search, add, and a table of shortcode, attachment, active, actions. */
export default function QuickMessagesPage() {
  const { t } = useTranslation('quickMessages');
  const { t: tc } = useTranslation();
  const user = useUser();
  const [search, setSearch] = useState('');
  const list = useQuickMessageList(search);
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteDialog<QuickMessage>({
    remove: (row) => deleteQuickMessage(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const failed = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, tc) });

  const toggle = (record: QuickMessage) =>
    updateQuickMessage(record.id, { status: !record.status }).then(list.upsert, failed);

  const columns = useQuickMessageColumns({
    user,
    onToggle: (record) => void toggle(record),
    onEdit: (record) => setEditing({ record }),
    onDelete: deleting.ask,
  });

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={t('title')} count={list.count}>
        <SearchField label={t('search')} onSearch={setSearch} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ record: null })}>
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
        empty={
          <EmptyState
            icon={<IconMessageBolt size={32} aria-hidden />}
            title={search ? t('notFound', { term: search }) : t('empty')}
          >
            {search ? undefined : t('emptyHint')}
          </EmptyState>
        }
        error={list.error ? <ErrorState message={errorMessage(list.error, tc)} onRetry={list.retry} /> : undefined}
      />
      <QuickMessageDialog
        opened={editing !== null}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog
        title={t('deleteTitle', { shortcode: deleting.target?.shortcode ?? '' })}
        confirmLabel={t('deleteConfirm')}
        danger
        {...deleting.dialog}
      >
        {t('deleteMessage')}
      </ConfirmDialog>
    </Stack>
  );
}
