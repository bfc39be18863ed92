import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlanRecord } from '@shared/api/plan';
import { errorMessage } from '@renderer/api';
import {
  ConfirmDialog,
  editDeleteColumn,
  SearchableListTab,
  useDeleteDialog,
  usePagedList,
  type TableColumn,
} from '@renderer/ui';
import { deletePlan, fetchPlanPage } from './api';
import { PlanDialog } from './PlanDialog';
import { byName, matchesSearch } from './planForm';

type Editing = { record: PlanRecord | null } | null;

/**
 * The settings page's plans tab (spec 2 "Settings page", spec 3 §7; the super user's): the
 * platform's plans, searched, added, edited and deleted. Nobody else changes them, so no live
 * events: the list keeps what this tab saves. A count of 0 is shown as no limit, as the server
 * reads it.
 */
export default function PlansAdmin() {
  const { t, i18n } = useTranslation('plans');
  const { t: tc } = useTranslation();
  const [search, setSearch] = useState('');
  const list = usePagedList<PlanRecord>({
    query: search,
    fetchPage: fetchPlanPage,
    rowId: (r) => r.id,
    compare: byName,
    matches: (r) => matchesSearch(r, search),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteDialog<PlanRecord>({
    remove: (row) => deletePlan(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const ask = deleting.ask;
  const columns = useMemo<TableColumn<PlanRecord>[]>(() => {
    const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'BRL' });
    const count = (key: 'users' | 'connections' | 'queues'): TableColumn<PlanRecord> => ({
      key,
      header: t(`table.${key}`),
      width: 104,
      align: 'right',
      cell: (r) => <Text size="sm">{r[key] > 0 ? r[key] : t('table.unlimited')}</Text>,
    });
    return [
      {
        key: 'name',
        header: t('table.name'),
        cell: (r) => (
          <Text size="sm" fw={500} truncate>
            {r.name}
          </Text>
        ),
      },
      count('users'),
      count('connections'),
      count('queues'),
      {
        key: 'amount',
        header: t('table.amount'),
        width: 120,
        align: 'right',
        cell: (r) => <Text size="sm">{money.format(r.amount)}</Text>,
      },
      {
        key: 'isPublic',
        header: t('table.isPublic'),
        width: 88,
        cell: (r) => <Text size="sm">{r.isPublic ? t('table.yes') : t('table.no')}</Text>,
      },
      editDeleteColumn<PlanRecord>({
        header: t('table.actions'),
        editLabel: (r) => t('edit', { name: r.name }),
        deleteLabel: (r) => t('delete', { name: r.name }),
        onEdit: (record) => setEditing({ record }),
        onDelete: ask,
      }),
    ];
  }, [t, i18n.language, ask]);

  return (
    <SearchableListTab
      list={list}
      search={{ label: t('search'), term: search, onSearch: setSearch }}
      add={{ label: t('add'), onClick: () => setEditing({ record: null }) }}
      table={{ label: t('table.label'), columns }}
      empty={{
        icon: <IconPackage size={32} aria-hidden />,
        title: t('empty'),
        notFound: t('notFound', { term: search }),
      }}
      errorMessage={t('loadFailed')}
    >
      <PlanDialog
        opened={editing !== null}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.upsert}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage')}
      </ConfirmDialog>
    </SearchableListTab>
  );
}
