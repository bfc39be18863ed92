import { useState } from 'react';
import { Button, ColorSwatch, Group, MultiSelect, SimpleGrid } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@shared/api/ticket';
import { LIMITS } from '@shared/domain/constants';
import { canUseUserFilter } from '@shared/domain/permissions';
import { useUser } from '@renderer/session';
import { applySearch, setFilters, useTickets } from '../store';
import type { TicketFilters } from './filters';
import { useFilterOptions } from './useFilterOptions';

const STATUSES: TicketStatus[] = ['open', 'pending', 'closed', 'group'];

type Draft = Pick<TicketFilters, 'tags' | 'users' | 'whatsapps' | 'statuses' | 'queueIds'>;
const CLEARED: Draft = { tags: [], users: [], whatsapps: [], statuses: [], queueIds: null };

/**
 * The filters behind the panel's filter toggle: tags, connections, statuses, users (admins) and
 * queues (spec 1 §2). Applied 500 ms after the last change; all but queues show the search tab.
 */
export function FiltersPanel() {
  const { t } = useTranslation('tickets');
  const user = useUser();
  const withUsers = canUseUserFilter(user);
  const options = useFilterOptions(withUsers);
  const [draft, setDraft] = useState<Draft>(() => {
    const { tags, users, whatsapps, statuses, queueIds } = useTickets.getState().scope.filters;
    return { tags, users, whatsapps, statuses, queueIds };
  });
  const commit = useDebouncedCallback((next: Draft) => {
    const { queueIds, ...search } = next;
    setFilters({ queueIds });
    applySearch(search);
  }, LIMITS.searchDebounceMs);

  const change = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    commit(next);
  };
  const allQueues = user.queues.map((q) => q.id);
  const colorOf = new Map(options.tags.map((tag) => [tag.id, tag.color]));

  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} px="xs" pb="xs" role="group" aria-label={t('filters.label')}>
      <MultiSelect<number>
        label={t('filters.tags')}
        placeholder={draft.tags.length ? undefined : t('filters.tagsPlaceholder')}
        data={options.tags.map((tag) => ({ value: tag.id, label: tag.name }))}
        value={[...draft.tags]}
        onChange={(tags) => change({ tags })}
        renderOption={({ option }) => (
          <Group gap={6} wrap="nowrap">
            <ColorSwatch color={colorOf.get(option.value) ?? '#000000'} size={12} aria-hidden />
            {option.label}
          </Group>
        )}
        searchable
        clearable
        size="xs"
      />
      <MultiSelect<number>
        label={t('filters.connections')}
        data={options.connections.map((c) => ({ value: c.id, label: c.name }))}
        value={[...draft.whatsapps]}
        onChange={(whatsapps) => change({ whatsapps })}
        clearable
        size="xs"
      />
      <MultiSelect<TicketStatus>
        label={t('filters.statuses')}
        data={STATUSES.map((status) => ({ value: status, label: t(`filters.status.${status}`) }))}
        value={[...draft.statuses]}
        onChange={(statuses) => change({ statuses })}
        clearable
        size="xs"
      />
      {withUsers && (
        <MultiSelect<number>
          label={t('filters.users')}
          data={options.users.map((u) => ({ value: u.id, label: u.name }))}
          value={[...draft.users]}
          onChange={(users) => change({ users })}
          searchable
          clearable
          size="xs"
        />
      )}
      <MultiSelect<number>
        label={t('filters.queues')}
        data={user.queues.map((q) => ({ value: q.id, label: q.name }))}
        value={[...(draft.queueIds ?? allQueues)]}
        onChange={(ids) => change({ queueIds: ids.length === allQueues.length && allQueues.every((id) => ids.includes(id)) ? null : ids })}
        size="xs"
      />
      <Group justify="flex-end" align="flex-end">
        <Button size="compact-xs" variant="subtle" onClick={() => change(CLEARED)}>
          {t('filters.clear')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
