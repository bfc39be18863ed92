import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/domain/constants';
import { applySearch, useTickets } from '../store';

/** The panel's search: contact name, number and message text, applied 500 ms after typing stops. */
export function SearchBox() {
  const { t } = useTranslation('tickets');
  const [value, setValue] = useState(() => useTickets.getState().scope.filters.searchParam);
  const commit = useDebouncedCallback((term: string) => applySearch({ searchParam: term.trim() }), LIMITS.searchDebounceMs);

  return (
    <TextInput
      type="search"
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        // Enter searches at once; Escape clears.
        if (e.key === 'Enter') commit.flush();
        if (e.key === 'Escape' && value) {
          setValue('');
          commit('');
          commit.flush();
        }
      }}
      placeholder={t('search.placeholder')}
      aria-label={t('search.placeholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      radius="xl"
      m="xs"
      mb={4}
    />
  );
}
