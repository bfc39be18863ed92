import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconPencil, IconPlayerPlay, IconPlayerStop, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Campaign } from '@shared/api/campaign';
import { canDeleteContact } from '@shared/domain/permissions';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import {
  ConfirmDialog,
  ForbiddenPage,
  LazyTooltip,
  RowAction,
  SearchableListPage,
  type TableColumn,
  useDeleteDialog,
} from '@renderer/ui';
import { cancelCampaign, deleteCampaign, fetchCampaign, restartCampaign } from './api';
import { CampaignDialog } from './CampaignDialog';
import { STATUS_COLORS } from './campaignStatus';
import { useCampaignList } from './useCampaignList';
import { useFormatDate } from './useFormatDate';

/** /campaigns (spec 3 "Campaigns", §6): admins; a profile user gets the access-denied placeholder. */
export default function CampaignsPage() {
  return useUser().profile === 'admin' ? <CampaignsList /> : <ForbiddenPage />;
}

type Editing = { row: Campaign | null } | null;

/**
 * The company's campaigns, newest first, searchable by name, live as the server runs them: the
 * report, edit, delete (contacts-page:deleteContact), and cancel / restart where the status allows.
 */
function CampaignsList() {
  const { t } = useTranslation('campaigns');
  const { t: tc } = useTranslation();
  const user = useUser();
  const formatDate = useFormatDate();
  const [search, setSearch] = useState('');
  const list = useCampaignList(search);
  const [editing, setEditing] = useState<Editing>(null);
  const deleting = useDeleteDialog<Campaign>({
    remove: (row) => deleteCampaign(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });
  const mayDelete = canDeleteContact(user);

  const ask = deleting.ask;
  const columns = useMemo<TableColumn<Campaign>[]>(() => {
    // The server's error (ERR_CAMPAIGN_NOT_CANCELLABLE…) in the user's language; the event brings the new status.
    const move = (run: () => Promise<unknown>, done: string) =>
      run().then(
        () => notifications.show({ color: 'green', message: done }),
        (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, tc) }),
      );
    // Two lines before the ellipsis: from 800 px up the fixed columns leave the text ones little room.
    const dimmed = (text: string) => (
      <Text size="sm" c={text ? undefined : 'dimmed'} lineClamp={2} style={{ wordBreak: 'break-word' }}>
        {text || '—'}
      </Text>
    );
    return [
      {
        key: 'name',
        header: t('table.name'),
        cell: (r) => (
          <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
            {r.name}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('table.status'),
        width: 124,
        cell: (r) => (
          <Badge variant="dot" color={STATUS_COLORS[r.status]} radius="sm" style={{ textTransform: 'none' }}>
            {t(`status.${r.status}`)}
          </Badge>
        ),
      },
      { key: 'list', header: t('table.contactList'), cell: (r) => dimmed(r.contactList?.name ?? '') },
      { key: 'connection', header: t('table.connection'), cell: (r) => dimmed(r.whatsapp?.name ?? '') },
      {
        key: 'scheduledAt',
        header: t('table.scheduledAt'),
        width: 116,
        cell: (r) => dimmed(r.scheduledAt ? formatDate(r.scheduledAt) : ''),
      },
      {
        key: 'completedAt',
        header: t('table.completedAt'),
        width: 116,
        cell: (r) => dimmed(r.completedAt ? formatDate(r.completedAt) : ''),
      },
      {
        key: 'confirmation',
        header: t('table.confirmation'),
        width: 110,
        align: 'center',
        cell: (r) => <Text size="sm">{t(r.confirmation ? 'yes' : 'no')}</Text>,
      },
      {
        key: 'actions',
        header: t('table.actions'),
        width: 140,
        align: 'right',
        cell: (r) => (
          <Group gap={2} justify="flex-end" wrap="nowrap">
            {r.status === 'EM_ANDAMENTO' && (
              <RowAction
                label={t('cancel', { name: r.name })}
                color="orange"
                onClick={() => void move(() => cancelCampaign(r.id), t('cancelled'))}
              >
                <IconPlayerStop size={18} aria-hidden />
              </RowAction>
            )}
            {r.status === 'CANCELADA' && (
              <RowAction
                label={t('restart', { name: r.name })}
                color="green"
                onClick={() => void move(() => restartCampaign(r.id), t('restarted'))}
              >
                <IconPlayerPlay size={18} aria-hidden />
              </RowAction>
            )}
            <LazyTooltip label={t('openReport', { name: r.name })} withArrow>
              <ActionIcon
                component={Link}
                to={`/campaign/${r.id}/report`}
                variant="subtle"
                aria-label={t('openReport', { name: r.name })}
              >
                <IconChartBar size={18} aria-hidden />
              </ActionIcon>
            </LazyTooltip>
            <RowAction label={t('edit', { name: r.name })} onClick={() => setEditing({ row: r })}>
              <IconPencil size={18} aria-hidden />
            </RowAction>
            {mayDelete && (
              <RowAction label={t('delete', { name: r.name })} color="red" onClick={() => ask(r)}>
                <IconTrash size={18} aria-hidden />
              </RowAction>
            )}
          </Group>
        ),
      },
    ];
  }, [t, tc, ask, formatDate, mayDelete]);

  return (
    <SearchableListPage
      title={t('title')}
      list={list}
      search={{ label: t('search'), term: search, onSearch: setSearch }}
      add={{ label: t('add'), onClick: () => setEditing({ row: null }) }}
      table={{ label: t('table.label'), columns }}
      empty={{
        icon: <IconSend size={32} aria-hidden />,
        title: t('empty'),
        notFound: t('notFound', { term: search }),
        hint: t('emptyHint'),
      }}
      errorMessage={errorMessage(list.error, tc)}
    >
      <CampaignDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          list.upsert(saved);
          // A campaign due now starts within a second: the runner's events may come before this
          // reply, which would put its older status back. Read once more, after them.
          fetchCampaign(saved.id).then(list.upsert, () => {});
        }}
      />
      <ConfirmDialog title={t('deleteTitle')} confirmLabel={t('deleteConfirm')} danger {...deleting.dialog}>
        {t('deleteMessage')}
      </ConfirmDialog>
    </SearchableListPage>
  );
}
