import { useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { ActionIcon, Group, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuilding, IconCalendarPlus, IconClock, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBrl } from '@shared/domain/money';
import type { CompanyRow } from '@shared/api/company';
import { dateInZone, dueState } from '@shared/domain/dueDates';
import { errorMessage } from '@renderer/api';
import { ConfirmDialog, SearchableListPage, RowAction, useDeleteDialog, type TableColumn } from '@renderer/ui';
import { deleteCompany, renewCompany } from './api';
import { CompanyDialog } from './CompanyDialog';
import { CompanySchedulesDialog } from './CompanySchedulesDialog';
import { DueBadge } from './DueBadge';
import { useCompanyList } from './useCompanyList';

type Editing = { row: CompanyRow | null } | null;

const dateOnly = (value: string | null | undefined) => {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
};

/** Bytes as the table shows a folder's size. */
const sizeOf = (bytes: number | null | undefined) => {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
};

/**
 * /companies (spec 3 §3 "Companies", super user only: the router's gate sends anyone else away):
 * every client company with its plan, due date (labelled when 1-5 days remain or past), last
 * sign-in and media folder; add, edit, renew the due date, edit the weekly hours, delete.
 */
export default function CompaniesPage() {
  const { t, i18n } = useTranslation('companies');
  const { t: tc } = useTranslation();
  const [search, setSearch] = useState('');
  const list = useCompanyList(search);
  const [editing, setEditing] = useState<Editing>(null);
  const [schedules, setSchedules] = useState<CompanyRow | null>(null);
  const deleting = useDeleteDialog<CompanyRow>({
    remove: (row) => deleteCompany(row.id),
    onRemoved: (row) => list.remove(row.id),
    successMessage: t('deleted'),
    describeError: (error) => errorMessage(error, tc),
  });
  // Every spec column side by side only where they fit; from 800 px they share cells.
  const wide = useMediaQuery('(min-width: 1400px)', true, { getInitialValueInEffect: false });
  const today = dateInZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const { upsert } = list;
  const ask = deleting.ask;

  const columns = useMemo<TableColumn<CompanyRow>[]>(() => {
    const stamp = (value: string | null | undefined) => {
      const ms = value ? Date.parse(value) : NaN;
      return Number.isNaN(ms)
        ? ''
        : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(ms);
    };
    const renew = async (row: CompanyRow) => {
      try {
        const saved = await renewCompany(row);
        upsert(saved);
        notifications.show({ color: 'green', message: t('renewed', { date: dateOnly(saved.dueDate) }) });
      } catch (error) {
        notifications.show({ color: 'red', message: errorMessage(error, tc) });
      }
    };
    const text = (value: ReactNode) => <Text size="sm">{value}</Text>;
    const dim = (value: ReactNode) => (
      <Text size="xs" c="dimmed">
        {value}
      </Text>
    );
    const due = (r: CompanyRow) => (
      <Stack gap={2} align="flex-start">
        {text(
          `${dateOnly(r.dueDate)}${r.recurrence ? ` (${t(`recurrences.${r.recurrence}`, { defaultValue: r.recurrence })})` : ''}`,
        )}
        <DueBadge state={dueState(r.id, r.dueDate, today)} />
      </Stack>
    );
    const amount = (r: CompanyRow) => (r.plan ? formatBrl(r.plan.amount) : '');
    const folder = (r: CompanyRow) =>
      t('table.folderSummary', { size: sizeOf(r.folderSize), count: r.numberFileFolder ?? 0 });
    const col = (key: string, cell: TableColumn<CompanyRow>['cell'], width?: number): TableColumn<CompanyRow> => ({
      key,
      header: t(`table.${key}`),
      cell,
      width,
    });
    const actions: TableColumn<CompanyRow> = {
      key: 'actions',
      header: t('table.actions'),
      width: 96,
      align: 'right',
      cell: (r) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <RowAction label={t('edit', { name: r.name })} onClick={() => setEditing({ row: r })}>
            <IconPencil size={18} aria-hidden />
          </RowAction>
          {/* The rarer actions fold into a menu, so the row fits from 800 px wide. */}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('more', { name: r.name })}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => void renew(r)}>
                {t('renew')}
              </Menu.Item>
              <Menu.Item leftSection={<IconClock size={16} aria-hidden />} onClick={() => setSchedules(r)}>
                {t('schedules.open')}
              </Menu.Item>
              {r.id !== 1 && (
                <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => ask(r)}>
                  {t('deleteAction')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    };
    if (wide)
      return [
        col('id', (r) => text(r.id), 56),
        col('status', (r) => text(t(r.status ? 'yes' : 'no')), 64),
        col('name', (r) => text(r.name)),
        col('email', (r) => text(r.email)),
        col('plan', (r) => text(r.plan?.name ?? '')),
        col('amount', (r) => text(amount(r)), 100),
        col('createdAt', (r) => text(dateOnly(r.createdAt)), 100),
        col('dueDate', due, 160),
        col('lastLogin', (r) => text(stamp(r.lastLogin)), 120),
        col('folderSize', (r) => text(sizeOf(r.folderSize)), 90),
        col('files', (r) => text(r.numberFileFolder ?? ''), 80),
        col('folderUpdated', (r) => text(stamp(r.updatedAtFolder)), 130),
        actions,
      ];
    // Narrow windows (spec: from 800 px): the same facts, two or three to a cell.
    return [
      col('id', (r) => text(r.id), 48),
      col('company', (r) => (
        <Stack gap={0}>
          {text(r.name)}
          {dim(r.email)}
          {!r.status && dim(t('inactive'))}
        </Stack>
      )),
      col('planAmount', (r) => (
        <Stack gap={0}>
          {text(r.plan?.name ?? '')}
          {dim(amount(r))}
        </Stack>
      )),
      col('dueDate', due, 150),
      col('activity', (r) => (
        <Stack gap={0}>
          {text(t('table.createdOn', { date: dateOnly(r.createdAt) }))}
          {r.lastLogin && dim(t('table.lastLoginOn', { date: stamp(r.lastLogin) }))}
          {dim(folder(r))}
        </Stack>
      )),
      actions,
    ];
  }, [t, tc, i18n.language, today, upsert, ask, wide]);

  return (
    <SearchableListPage
      title={t('title')}
      list={list}
      search={{ label: t('search'), term: search, onSearch: setSearch }}
      add={{ label: t('add'), onClick: () => setEditing({ row: null }) }}
      table={{ label: t('table.label'), columns }}
      empty={{
        icon: <IconBuilding size={32} aria-hidden />,
        title: t('empty'),
        notFound: t('notFound', { term: search }),
      }}
      errorMessage={list.error ? errorMessage(list.error, tc) : ''}
    >
      <CompanyDialog
        opened={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={upsert}
      />
      <CompanySchedulesDialog row={schedules} onClose={() => setSchedules(null)} />
      <ConfirmDialog
        title={t('deleteTitle', { name: deleting.target?.name ?? '' })}
        confirmLabel={t('deleteConfirm')}
        danger
        {...deleting.dialog}
      >
        {t('deleteMessage', { name: deleting.target?.name ?? '' })}
      </ConfirmDialog>
    </SearchableListPage>
  );
}
