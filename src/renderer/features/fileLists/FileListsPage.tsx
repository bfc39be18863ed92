import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FileListRecord } from '@shared/api/fileList';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import {
  ConfirmDialog,
  ForbiddenPage,
  useDeleteDialog,
  type TableColumn,
  SearchableListPage,
  editDeleteColumn,
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
      editDeleteColumn<FileListRecord>({
        header: t('table.actions'),
        editLabel: (r) => t('edit', { name: r.name }),
        deleteLabel: (r) => t('delete', { name: r.name }),
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
        icon: <IconFiles size={32} aria-hidden />,
        title: t('empty'),
        notFound: t('notFound', { term: search }),
        hint: t('emptyHint'),
      }}
      errorMessage={errorMessage(list.error, tc)}
    >
      <FileListDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage')} {t('deleteWhich', { name: deleting.target?.name ?? '' })}
      </ConfirmDialog>
    </SearchableListPage>
  );
}
