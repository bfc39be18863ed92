import { useMemo, useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPhoto, IconPlus, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@shared/api/announcement';
import { errorMessage } from '@renderer/api';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  InfiniteTable,
  pagedTable,
  PageHeader,
  RowAction,
  SearchField,
  useDeleteDialog,
  type TableColumn,
} from '@renderer/ui';
import { deleteAnnouncement } from './api';
import { AnnouncementDialog } from './AnnouncementDialog';
import { PriorityBadge } from './PriorityBadge';
import { useAnnouncementList } from './useAnnouncementList';

type Editing = { row: Announcement | null } | null;

/**
 * /announcements (spec 3 "Announcements", super user only: the router's gate sends anyone else
 * away): every announcement, newest first, searched by the server; add, edit, delete; live.
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const { t: tc } = useTranslation();
  const [search, setSearch] = useState('');
  const list = useAnnouncementList(search);
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteDialog<Announcement>({
    remove: (row) => deleteAnnouncement(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const ask = deleting.ask;
  const columns = useMemo<TableColumn<Announcement>[]>(
    () => [
      { key: 'title', header: t('table.title'), cell: (r) => <Text size="sm">{r.title}</Text> },
      {
        key: 'priority',
        header: t('table.priority'),
        width: 120,
        cell: (r) => <PriorityBadge priority={r.priority} />,
      },
      {
        key: 'status',
        header: t('table.status'),
        width: 110,
        cell: (r) => (
          <Badge color={r.status ? 'green' : 'gray'} variant="dot" radius="sm" style={{ textTransform: 'none' }}>
            {t(r.status ? 'status.active' : 'status.inactive')}
          </Badge>
        ),
      },
      {
        key: 'image',
        header: t('table.image'),
        width: 120,
        cell: (r) =>
          r.mediaName || r.mediaPath ? (
            <IconPhoto size={18} role="img" aria-label={t('table.hasImage', { name: r.mediaName ?? r.mediaPath })} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('table.noImage')}
            </Text>
          ),
      },
      {
        key: 'actions',
        header: t('table.actions'),
        width: 104,
        align: 'right',
        cell: (r) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <RowAction label={t('edit', { name: r.title })} onClick={() => setEditing({ row: r })}>
              <IconPencil size={18} aria-hidden />
            </RowAction>
            <RowAction label={t('delete', { name: r.title })} color="red" onClick={() => ask(r)}>
              <IconTrash size={18} aria-hidden />
            </RowAction>
          </Group>
        ),
      },
    ],
    [t, ask],
  );

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={t('title')} count={list.count}>
        <SearchField label={t('search')} onSearch={setSearch} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ row: null })}>
          {t('add')}
        </Button>
      </PageHeader>
      <InfiniteTable
        label={t('table.label')}
        columns={columns}
        {...pagedTable(list)}
        rowId={(r) => r.id}
        empty={
          <EmptyState
            icon={<IconSpeakerphone size={32} aria-hidden />}
            title={search ? t('notFound', { term: search }) : t('empty')}
          >
            {search ? undefined : t('emptyHint')}
          </EmptyState>
        }
        error={list.error ? <ErrorState message={errorMessage(list.error, tc)} onRetry={list.retry} /> : undefined}
      />
      <AnnouncementDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage')}
      </ConfirmDialog>
    </Stack>
  );
}
