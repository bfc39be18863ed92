import { useMemo, useState } from 'react';
import { Badge, Text } from '@mantine/core';
import { IconPhoto, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@shared/api/announcement';
import { errorMessage } from '@renderer/api';
import { ConfirmDialog, useDeleteDialog, type TableColumn, SearchableListPage, editDeleteColumn } from '@renderer/ui';
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
      editDeleteColumn<Announcement>({
        header: t('table.actions'),
        editLabel: (r) => t('edit', { name: r.title }),
        deleteLabel: (r) => t('delete', { name: r.title }),
        onEdit: (row) => setEditing({ row }),
        onDelete: ask,
      }),
    ],
    [t, ask],
  );

  return (
    <SearchableListPage
      title={t('title')}
      list={list}
      search={{ label: t('search'), term: search, onSearch: setSearch }}
      add={{ label: t('add'), onClick: () => setEditing({ row: null }) }}
      table={{ label: t('table.label'), columns }}
      empty={{
        icon: <IconSpeakerphone size={32} aria-hidden />,
        title: t('empty'),
        notFound: t('notFound', { term: search }),
        hint: t('emptyHint'),
      }}
      errorMessage={errorMessage(list.error, tc)}
    >
      <AnnouncementDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage')}
      </ConfirmDialog>
    </SearchableListPage>
  );
}
