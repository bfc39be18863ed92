import { Checkbox, MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@shared/api/ticket';
import { ContactFilter } from './ContactFilter';
import type { ReportFilters } from './reportFilters';
import type { Option } from './useReportOptions';

const STATUSES: TicketStatus[] = ['open', 'pending', 'closed', 'group'];

interface ReportFiltersBarProps {
  value: ReportFilters;
  onChange(next: ReportFilters): void;
  connections: Option[];
  users: Option[];
  queues: Option[];
}

const ids = (values: string[]) => values.map(Number);
const strings = (values: readonly number[]) => values.map(String);

/** The report's filters (spec 3 "Reports"); each change asks the server again from the first page. */
export function ReportFiltersBar({ value, onChange, connections, users, queues }: ReportFiltersBarProps) {
  const { t } = useTranslation('reports');
  const set = (patch: Partial<ReportFilters>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing="sm"
      verticalSpacing="xs"
      role="group"
      aria-label={t('filters.label')}
    >
      <ContactFilter value={value.contactId} onChange={(contactId) => set({ contactId })} />
      <MultiSelect
        label={t('filters.connection')}
        data={connections}
        value={strings(value.whatsappIds)}
        onChange={(v) => set({ whatsappIds: ids(v) })}
        clearable
        searchable
      />
      <MultiSelect
        label={t('filters.status')}
        data={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={value.statuses}
        onChange={(v) => set({ statuses: v as TicketStatus[] })}
        clearable
      />
      <MultiSelect
        label={t('filters.user')}
        data={users}
        value={strings(value.userIds)}
        onChange={(v) => set({ userIds: ids(v) })}
        clearable
        searchable
      />
      <MultiSelect
        label={t('filters.queue')}
        data={queues}
        value={strings(value.queueIds)}
        onChange={(v) => set({ queueIds: ids(v) })}
        clearable
        searchable
      />
      <TextInput
        type="date"
        label={t('filters.dateFrom')}
        value={value.dateFrom}
        max={value.dateTo || undefined}
        onChange={(e) => set({ dateFrom: e.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('filters.dateTo')}
        value={value.dateTo}
        min={value.dateFrom || undefined}
        onChange={(e) => set({ dateTo: e.currentTarget.value })}
      />
      <Checkbox
        label={t('filters.onlyRated')}
        checked={value.onlyRated}
        onChange={(e) => set({ onlyRated: e.currentTarget.checked })}
        style={{ alignSelf: 'end', paddingBottom: 8 }}
      />
    </SimpleGrid>
  );
}
