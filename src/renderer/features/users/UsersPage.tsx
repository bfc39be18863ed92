import { useCallback, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@shared/api/user';
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
  SearchField,
} from '@renderer/ui';
import { deleteUser } from './api';
import { UserDialog } from './UserDialog';
import { useUserColumns } from './useUserColumns';
import { useUserList } from './useUserList';

type Editing = { row: UserRow | null } | null;

/** /users (spec 2 "Users page"): admins only; a profile user gets the no-permission view. */
export default function UsersPage() {
  const user = useUser();
  return user.profile === 'admin' ? <UsersList me={user} /> : <ForbiddenPage />;
}

function UsersList({ me }: { me: { id: number; super: boolean } }) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const [search, setSearch] = useState('');
  const list = useUserList(search);
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteDialog<UserRow>({
    remove: (row) => deleteUser(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const onEdit = useCallback((row: UserRow) => setEditing({ row }), []);
  const columns = useUserColumns({ me, onEdit, onDelete: deleting.ask });

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
        rows={list.rows}
        rowId={(r) => r.id}
        total={list.count}
        hasMore={list.hasMore}
        loading={list.loading}
        onLoadMore={list.loadMore}
        empty={
          <EmptyState
            icon={<IconUsers size={32} aria-hidden />}
            title={search ? t('notFound', { term: search }) : t('empty')}
          />
        }
        error={list.error ? <ErrorState message={t('loadFailed')} onRetry={list.retry} /> : undefined}
      />
      <UserDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage', { name: deleting.target?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
