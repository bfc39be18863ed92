import { useEffect, useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@renderer/api';
import { fetchFileListPage } from './api';

/** How many pages the choice reads at most (20 a page): a company's lists, not an archive. */
const MAX_PAGES = 10;

interface FileListSelectProps {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  error?: string;
}

/**
 * A choice among the company's file lists (GET /files/, spec 2 §7 "Queues and chatbot"), for a
 * chatbot option of type file: searchable, by name; a list id no longer among them still shows.
 */
export function FileListSelect({ label, value, onChange, error }: FileListSelectProps) {
  const { t } = useTranslation('fileLists');
  const { t: tc } = useTranslation();
  const [lists, setLists] = useState<{ value: string; label: string }[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    void (async () => {
      const found: { value: string; label: string }[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const reply = await fetchFileListPage(page, '', abort.signal);
        found.push(...reply.records.map((r) => ({ value: String(r.id), label: r.name })));
        if (!reply.hasMore || reply.records.length === 0) break;
      }
      return found;
    })().then(
      (found) => !abort.signal.aborted && setLists(found),
      (e: unknown) => !abort.signal.aborted && setFailure(errorMessage(e, tc)),
    );
    return () => abort.abort();
  }, [tc]);

  const data = lists ?? [];
  const known = value === null || data.some((d) => d.value === String(value));
  return (
    <Select
      label={label}
      searchable
      clearable
      data={known ? data : [...data, { value: String(value), label: t('select.unknown', { id: value }) }]}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      placeholder={lists === null && !failure ? t('select.loading') : t('select.none')}
      nothingFoundMessage={t('select.nothingFound')}
      error={error ?? failure ?? undefined}
    />
  );
}
