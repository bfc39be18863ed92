import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageBolt, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuickMessage } from '@shared/api/quickMessage';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import { ConfirmDialog, EmptyState, ErrorState, InfiniteTable, PageHeader, SearchField } from '@renderer/ui';
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
  const [deleting, setDeleting] = useState<QuickMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, tc) });

  const toggle = (record: QuickMessage) =>
    updateQuickMessage(record.id, { status: !record.status }).then(list.upsert, failed);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteQuickMessage(deleting.id);
      list.remove(deleting.id);
      notifications.show({ color: 'green', message: t('deleted') });
      setDeleting(null);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const columns = useQuickMessageColumns({
    user,
    onToggle: (record) => void toggle(record),
    onEdit: (record) => setEditing({ record }),
    onDelete: setDeleting,
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
        opened={deleting !== null}
        title={t('deleteTitle', { shortcode: deleting?.shortcode ?? '' })}
        confirmLabel={t('deleteConfirm')}
        danger
        loading={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('deleteMessage')}
      </ConfirmDialog>
    </Stack>
  );
}
