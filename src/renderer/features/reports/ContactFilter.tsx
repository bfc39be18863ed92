import { useMemo, useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRemoteSearch } from '@renderer/ui';
import { searchContacts } from './api';

interface ContactFilterProps {
  value: number | null;
  onChange(contactId: number | null): void;
}

/** The contact filter: results once 3 characters are typed, 500 ms after the last keystroke (spec 3 "Reports"). */
export function ContactFilter({ value, onChange }: ContactFilterProps) {
  const { t } = useTranslation('reports');
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const { results, loading, short } = useRemoteSearch(term, searchContacts);
  const data = useMemo(() => {
    const found = results.map((c) => ({ value: String(c.id), label: c.name || c.number || `#${c.id}` }));
    // The chosen contact stays an option while the search shows others.
    return chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  }, [results, chosen]);
  return (
    <Select
      label={t('filters.contact')}
      placeholder={t('filters.contactHint')}
      searchable
      clearable
      data={data}
      value={value === null ? null : String(value)}
      searchValue={term}
      onSearchChange={setTerm}
      // The server has filtered: show its answer as it is.
      filter={({ options }) => options}
      nothingFoundMessage={short ? t('filters.contactHint') : loading ? '…' : t('filters.noContact')}
      onChange={(v, option) => {
        setChosen(v && option ? { value: v, label: option.label } : null);
        onChange(v ? Number(v) : null);
      }}
    />
  );
}
