import { useEffect, useRef, useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/domain/constants';

/**
 * A list's search box: `onSearch` gets the trimmed term 500 ms after the last keystroke (spec 2 §9),
 * at once when cleared with the × or Escape, never twice for the same term.
 */
export function SearchField({ label, onSearch }: { label: string; onSearch(term: string): void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const sent = useRef('');
  const latest = useRef(onSearch);
  latest.current = onSearch;

  const send = (term: string) => {
    if (term === sent.current) return;
    sent.current = term;
    latest.current(term);
  };

  useEffect(() => {
    const timer = setTimeout(() => send(value.trim()), LIMITS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [value]);

  const clear = () => {
    setValue('');
    send('');
  };

  return (
    <TextInput
      // A text box with the search role rather than type=search: Chromium would add its own clear
      // button beside the × below.
      role="searchbox"
      enterKeyHint="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && value) {
          e.stopPropagation();
          clear();
        }
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={value ? <CloseButton size="sm" aria-label={t('actions.clear')} onClick={clear} /> : null}
      style={{ flex: '1 1 220px', maxWidth: 360 }}
    />
  );
}
