import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QueueIntegration } from '@shared/api/queueIntegration';
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
      editDeleteColumn<QueueIntegration>({
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
        icon: <IconPlugConnected size={32} aria-hidden />,
        title: t('empty'),
        notFound: t('notFound', { term: search }),
        hint: t('emptyHint'),
      }}
      errorMessage={t('loadFailed')}
    >
      <IntegrationDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage', { name: deleting.target?.name ?? '' })}
      </ConfirmDialog>
    </SearchableListPage>
  );
}
