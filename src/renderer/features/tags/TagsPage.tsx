import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconColumns, IconPencil, IconPlus, IconTags, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tag, TagRecord } from '@shared/api/tag';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
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
import { deleteTag } from './api';
import { TagChip } from './TagChip';
import { TagDialog } from './TagDialog';
import { useTagList } from './useTagList';

type Editing = { record: TagRecord | null } | null;

/**
 * The 'contacts of tag' dialog, handed down by the router (it is the contacts feature's: importing
 * that feature's index from this lazy page would pull the contacts modules into the entry chunk).
 */
export type TagContacts = ComponentType<{
  tag: { id: number; name: string; contactsCount: number } | null;
  onClose(): void;
  onUntagged(tagId: number): void;
}>;

/**
 * /tags (spec 2 "Tags page"): the company's tags searched by name, each with its kind (tag or kanban
 * lane) and how many contacts carry it (opens the 'contacts of tag' dialog); anyone adds a tag,
 * admins rename and delete them (the server's rule: a change reaches every contact and ticket).
 *
 * With `kanban`, /TagsKanban (spec 2 "Tag-column manager"): the same list of kanban lanes only,
 * each with how many tickets stand in it, a new tag starting as a lane, and a way back to the board.
 */
export default function TagsPage({ TagContacts, kanban = false }: { TagContacts?: TagContacts; kanban?: boolean }) {
  const { t } = useTranslation('tags');
  const { t: tc } = useTranslation();
  const admin = useUser().profile === 'admin';
  const [search, setSearch] = useState('');
  const list = useTagList(search, kanban);
  const text = (key: string) => (kanban ? `lanes.${key}` : key);
  const [editing, setEditing] = useState<Editing>(null);
  const [showing, setShowing] = useState<TagRecord | null>(null);
  const deleting = useDeleteDialog<TagRecord>({
    remove: (row) => deleteTag(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const { upsert, rows } = list;
  const ask = deleting.ask;
  const columns = useMemo<TableColumn<TagRecord>[]>(() => {
    const adminOnly = admin ? undefined : t('adminOnly');
    const name: TableColumn<TagRecord> = {
      key: 'name',
      header: t('table.name'),
      cell: (r) => <TagChip name={r.name} color={r.color} />,
    };
    const actions: TableColumn<TagRecord> = {
      key: 'actions',
      header: t('table.actions'),
      width: 104,
      align: 'right',
      cell: (r) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <RowAction
            label={t('edit', { name: r.name })}
            disabledReason={adminOnly}
            onClick={() => setEditing({ record: r })}
          >
            <IconPencil size={18} aria-hidden />
          </RowAction>
          <RowAction
            label={t('delete', { name: r.name })}
            disabledReason={adminOnly}
            color="red"
            onClick={() => ask(r)}
          >
            <IconTrash size={18} aria-hidden />
          </RowAction>
        </Group>
      ),
    };
    if (kanban)
      return [
        name,
        {
          key: 'tickets',
          header: t('table.tickets'),
          width: 120,
          cell: (r) => <Text size="sm">{r.ticketsCount}</Text>,
        },
        actions,
      ];
    return [
      name,
      {
        key: 'kind',
        header: t('table.kind'),
        width: 140,
        cell: (r) => <Text size="sm">{t(r.kanban === 1 ? 'kinds.lane' : 'kinds.tag')}</Text>,
      },
      {
        key: 'contacts',
        header: t('table.contacts'),
        width: 120,
        cell: (r) => (
          <UnstyledButton
            onClick={() => setShowing(r)}
            aria-label={t('table.contactsOf', { name: r.name, count: r.contactsCount })}
            td="underline"
            fz="sm"
          >
            {r.contactsCount}
          </UnstyledButton>
        ),
      },
      actions,
    ];
  }, [t, admin, ask, kanban]);

  const untagged = (tagId: number) => {
    const row = rows.find((r) => r.id === tagId);
    if (row) upsert({ ...row, contactsCount: Math.max(0, row.contactsCount - 1) });
  };

  // A saved tag keeps the counts its row showed (the reply has none).
  const saved = (tag: Tag) => {
    const shown = rows.find((r) => r.id === tag.id);
    upsert({ ...tag, contactsCount: shown?.contactsCount ?? 0, ticketsCount: shown?.ticketsCount ?? 0 });
  };

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={t(text('title'))} count={list.count}>
        <SearchField label={t(text('search'))} onSearch={setSearch} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ record: null })}>
          {t(text('add'))}
        </Button>
        {kanban && (
          <Button component={Link} to="/Kanban" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('lanes.back')}
          </Button>
        )}
      </PageHeader>
      <InfiniteTable
        label={t(kanban ? 'lanes.table' : 'table.label')}
        columns={columns}
        {...pagedTable(list)}
        rowId={(r) => r.id}
        empty={
          <EmptyState
            icon={kanban ? <IconColumns size={32} aria-hidden /> : <IconTags size={32} aria-hidden />}
            title={search ? t('notFound', { term: search }) : t(text('empty'))}
          >
            {search ? undefined : t(text('emptyHint'))}
          </EmptyState>
        }
        error={list.error ? <ErrorState message={errorMessage(list.error, tc)} onRetry={list.retry} /> : undefined}
      />
      <TagDialog
        opened={editing !== null}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={saved}
        lane={kanban}
      />
      {/* Its own boundary: the dialog's chunk loads on first use without hiding the list. */}
      {TagContacts && (
        <Suspense fallback={null}>
          <TagContacts tag={showing} onClose={() => setShowing(null)} onUntagged={untagged} />
        </Suspense>
      )}
      <ConfirmDialog
        title={t('deleteTitle', { name: deleting.target?.name ?? '' })}
        confirmLabel={t('deleteConfirm')}
        danger
        {...deleting.dialog}
      >
        {t('deleteMessage')}
      </ConfirmDialog>
    </Stack>
  );
}
