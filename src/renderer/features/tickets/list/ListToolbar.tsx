import { ActionIcon, Group, Indicator, Switch } from '@mantine/core';
import { IconFilter, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canShowAllPending } from '@shared/domain/permissions';
import { useUser } from '@renderer/session';
import { LazyTooltip } from '@renderer/ui';
import { CloseAllButton, NewTicketButton } from '../actions';
import { setShowAll, setSort, useTickets } from '../store';
import { searchFilterCount } from './filters';

interface Props {
  filtersOpen: boolean;
  onToggleFilters(): void;
}

/** The row under the search box: new ticket, filters, order, show-all (admins) and close-all. */
export function ListToolbar({ filtersOpen, onToggleFilters }: Props) {
  const { t } = useTranslation('tickets');
  const user = useUser();
  const sort = useTickets((s) => s.scope.sort);
  const showAll = useTickets((s) => s.scope.showAll);
  const tab = useTickets((s) => s.tab);
  const active = useTickets((s) => searchFilterCount(s.scope.filters) + (s.scope.filters.queueIds ? 1 : 0));
  const ascending = sort === 'ASC';

  return (
    <Group gap="xs" px="xs" pb={6} wrap="nowrap" justify="space-between">
      <Group gap={6} wrap="nowrap">
        <NewTicketButton />
        <LazyTooltip label={t('toolbar.filters')}>
          <Indicator disabled={active === 0} label={active} size={14} offset={4}>
            <ActionIcon variant={filtersOpen ? 'filled' : 'default'} aria-label={t('toolbar.filters')} aria-expanded={filtersOpen} onClick={onToggleFilters}>
              <IconFilter size={18} aria-hidden />
            </ActionIcon>
          </Indicator>
        </LazyTooltip>
        <LazyTooltip label={t(ascending ? 'toolbar.sortedAsc' : 'toolbar.sortedDesc')}>
          <ActionIcon variant={ascending ? 'filled' : 'default'} aria-label={t('toolbar.sortAsc')} aria-pressed={ascending} onClick={() => setSort(ascending ? 'DESC' : 'ASC')}>
            {ascending ? <IconSortAscending size={18} aria-hidden /> : <IconSortDescending size={18} aria-hidden />}
          </ActionIcon>
        </LazyTooltip>
      </Group>
      <Group gap={6} wrap="nowrap">
        {tab === 'open' && canShowAllPending(user) && (
          <Switch size="xs" label={t('toolbar.showAll')} checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} />
        )}
        <CloseAllButton />
      </Group>
    </Group>
  );
}
