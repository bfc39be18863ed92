import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlugConnected, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QueueIntegration } from '@shared/api/queueIntegration';
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
import { deleteIntegration } from './api';
import { IntegrationDialog } from './IntegrationDialog';
import { IntegrationTypeIcon } from './IntegrationTypeIcon';
import { useIntegrationList } from './useIntegrationList';

type Editing = { row: QueueIntegration | null } | null;

/**
 * /queue-integration (spec 2 "Queue integrations"; the router gates it on the plan's
 * useIntegrations): admins only, a profile user gets the no-access placeholder (spec 2 §6).
 */
export default function QueueIntegrationsPage() {
  return useUser().profile === 'admin' ? <IntegrationsList /> : <ForbiddenPage />;
}

/** The searchable list with an icon per kind, id, name, edit and delete, 20 a page (spec 2 §2, §9). */
function IntegrationsList() {
  const { t } = useTranslation('queueIntegrations');
  const { t: tc } = useTranslation();
  const [search, setSearch] = useState('');
  const list = useIntegrationList(search);
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteDialog<QueueIntegration>({
    remove: (row) => deleteIntegration(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const ask = deleting.ask;
  const columns = useMemo<TableColumn<QueueIntegration>[]>(
    () => [
      { key: 'type', header: t('table.type'), width: 72, cell: (r) => <IntegrationTypeIcon type={r.type} /> },
      { key: 'id', header: t('table.id'), width: 72, cell: (r) => <Text size="sm">{r.id}</Text> },
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
            icon={<IconPlugConnected size={32} aria-hidden />}
            title={search ? t('notFound', { term: search }) : t('empty')}
          >
            {search ? undefined : t('emptyHint')}
          </EmptyState>
        }
        error={list.error ? <ErrorState message={t('loadFailed')} onRetry={list.retry} /> : undefined}
      />
      <IntegrationDialog
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
