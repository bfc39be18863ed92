import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFiles, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FileListRecord } from '@shared/api/fileList';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  ForbiddenPage,
  InfiniteTable,
  pagedTable,
  PageHeader,
  RowAction,
  SearchField,
  useDeleteDialog,
  type TableColumn,
} from '@renderer/ui';
import { deleteFileList } from './api';
import { FileListDialog } from './FileListDialog';
import { useFileListList } from './useFileListList';

/** /files (spec 2 "File lists"): admins only; a profile user gets the no-access placeholder (spec 2 §6). */
export default function FileListsPage() {
  return useUser().profile === 'admin' ? <FileLists /> : <ForbiddenPage />;
}

type Editing = { row: FileListRecord | null } | null;

/** The lists searched by name, with add, edit and delete. */
function FileLists() {
  const { t } = useTranslation('fileLists');
  const { t: tc } = useTranslation();
  const [search, setSearch] = useState('');
  const list = useFileListList(search);
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteDialog<FileListRecord>({
    remove: (row) => deleteFileList(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const ask = deleting.ask;
  const columns = useMemo<TableColumn<FileListRecord>[]>(
    () => [
      {
        key: 'name',
        header: t('table.name'),
        cell: (r) => (
          <Text size="sm" fw={500} truncate>
            {r.name}
          </Text>
        ),
      },
      {
        key: 'message',
        header: t('table.message'),
        cell: (r) => (
          <Text size="sm" truncate title={r.message || undefined}>
            {r.message}
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
            <RowAction label={t('edit', { name: r.name })} onClick={() => setEditing({ row: r })}>
              <IconPencil size={18} aria-hidden />
            </RowAction>
            <RowAction label={t('delete', { name: r.name })} color="red" onClick={() => ask(r)}>
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
            icon={<IconFiles size={32} aria-hidden />}
            title={search ? t('notFound', { term: search }) : t('empty')}
          >
            {search ? undefined : t('emptyHint')}
          </EmptyState>
        }
        error={list.error ? <ErrorState message={errorMessage(list.error, tc)} onRetry={list.retry} /> : undefined}
      />
      <FileListDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage')} {t('deleteWhich', { name: deleting.target?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
