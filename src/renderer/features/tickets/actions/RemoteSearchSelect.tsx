import { useEffect, useMemo, useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/domain/constants';
import { useRemoteSearch } from '@renderer/ui';

interface RemoteSearchSelectProps<T extends { id: number }> {
  label: string;
  placeholder: string;
  /** Asks the backend for matches (from 3 characters, 500 ms after typing). */
  search(term: string, signal: AbortSignal): Promise<T[]>;
  optionLabel(item: T): string;
  /** Shown when a search of 3+ characters found nothing, and before 3 characters are typed. */
  noneText: string;
  typeMoreText: string;
  value: string;
  /** The chosen id (or '' when cleared) and its item. */
  onChange(value: string, item: T | null): void;
  /** Changing it clears the typed text and the remembered choice (a dialog opening again). */
  resetKey: unknown;
  error?: string;
  required?: boolean;
  clearable?: boolean;
}

/** A select whose options come from a backend search: the dialogs' contact and user pickers (spec 1 §5). */
export function RemoteSearchSelect<T extends { id: number }>(props: RemoteSearchSelectProps<T>) {
  const { t: tc } = useTranslation();
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<T | null>(null);
  const { results, loading } = useRemoteSearch(term, props.search);

  useEffect(() => {
    setTerm('');
    setPicked(null);
  }, [props.resetKey]);

  const { optionLabel } = props;
  const options = useMemo(() => {
    // The chosen item stays an option while the user types a new search.
    const list = picked && !results.some((item) => item.id === picked.id) ? [picked, ...results] : results;
    return list.map((item) => ({ value: String(item.id), label: optionLabel(item) }));
  }, [results, picked, optionLabel]);
  const short = term.trim().length < LIMITS.dialogSearchMinChars;

  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      searchable
      required={props.required}
      clearable={props.clearable}
      data={options}
      value={props.value || null}
      searchValue={term}
      onSearchChange={setTerm}
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? tc('actions.loading') : short ? props.typeMoreText : props.noneText}
      onChange={(value) => {
        const item = value ? (results.find((r) => String(r.id) === value) ?? picked) : null;
        setPicked(item);
        props.onChange(value ?? '', item);
      }}
      error={props.error}
    />
  );
}
