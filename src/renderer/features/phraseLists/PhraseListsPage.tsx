import { useMemo, useState } from 'react';
import { Badge, Text } from '@mantine/core';
import { IconTextCaption } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FlowCampaign } from '@shared/api/flowCampaign';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import {
  ConfirmDialog,
  ForbiddenPage,
  useDeleteDialog,
  usePagedList,
  type TableColumn,
  SearchableListPage,
  editDeleteColumn,
} from '@renderer/ui';
import { deleteFlowCampaign, fetchFlowCampaignPage } from './api';
import { FlowCampaignDialog } from './FlowCampaignDialog';
import { byName, matchesSearch } from './phraseForm';

/**
 * /phrase-lists (spec 3 "Flow-phrase campaigns"): the administration's, so a profile user gets
 * access denied (the server refuses them too).
 */
export default function PhraseListsPage() {
  return useUser().profile === 'admin' ? <PhraseList /> : <ForbiddenPage />;
}

type Editing = { row: FlowCampaign | null } | null;

/** The company's flow-phrase campaigns by name, each Ativo or Desativado; add, edit, delete. */
function PhraseList() {
  const { t } = useTranslation('phraseLists');
  const { t: tc } = useTranslation();
  const [search, setSearch] = useState('');
  // The spec names no event for these campaigns: the list is read again after each save.
  const list = usePagedList<FlowCampaign>({
    query: search,
    fetchPage: fetchFlowCampaignPage,
    rowId: (r) => r.id,
    compare: byName,
    matches: (r) => matchesSearch(r, search),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteDialog<FlowCampaign>({
    remove: (row) => deleteFlowCampaign(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });

  const ask = deleting.ask;
  const columns = useMemo<TableColumn<FlowCampaign>[]>(
    () => [
      {
        key: 'name',
        header: t('table.name'),
        cell: (r) => (
          <Text size="sm" truncate>
            {r.name}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('table.status'),
        width: 140,
        cell: (r) => (
          <Badge color={r.status ? 'green' : 'gray'} variant="dot" radius="sm" style={{ textTransform: 'none' }}>
            {t(r.status ? 'active' : 'inactive')}
          </Badge>
        ),
      },
      editDeleteColumn<FlowCampaign>({
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
        icon: <IconTextCaption size={32} aria-hidden />,
        title: t('empty'),
        notFound: t('notFound', { term: search }),
        hint: t('emptyHint'),
      }}
      errorMessage={errorMessage(list.error, tc)}
    >
      <FlowCampaignDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.reload}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage')}
      </ConfirmDialog>
    </SearchableListPage>
  );
}
