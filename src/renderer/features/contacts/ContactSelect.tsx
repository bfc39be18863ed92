import { useMemo, useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@shared/api/contact';
import { searchContacts } from './api';
import { useDisplayNumber } from './displayNumber';
import { useRemoteSearch } from '@renderer/ui';

type ContactOption = Pick<Contact, 'id' | 'name' | 'number' | 'isGroup'>;

interface ContactSelectProps {
  label: string;
  value: ContactOption | null;
  onChange(contact: ContactOption | null): void;
  error?: string;
  required?: boolean;
  autoFocus?: boolean;
}

/** A contact picked from a search (the conversation's contact card, the schedule form): found by name or number from 3 characters, 500 ms after typing (spec 1 §5, §9). */
export function ContactSelect({ label, value, onChange, error, required, autoFocus }: ContactSelectProps) {
  const { t } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const show = useDisplayNumber();
  const [term, setTerm] = useState('');
  const { results, loading, short } = useRemoteSearch<ContactOption>(term, searchContacts);

  const options = useMemo(() => {
    const list = value && !results.some((c) => c.id === value.id) ? [value, ...results] : results;
    return list.map((c) => ({ value: String(c.id), label: `${c.name} · ${show(c as Contact)}` }));
  }, [results, value, show]);

  return (
    <Select
      label={label}
      placeholder={t('select.placeholder')}
      searchable
      required={required}
      autoFocus={autoFocus}
      data={options}
      value={value ? String(value.id) : null}
      searchValue={term}
      onSearchChange={setTerm}
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? tc('actions.loading') : short ? t('select.typeMore') : t('select.none')}
      onChange={(id) => onChange(id ? ([value, ...results].find((c) => c && String(c.id) === id) ?? null) : null)}
      error={error}
    />
  );
}
export type { ContactOption };
