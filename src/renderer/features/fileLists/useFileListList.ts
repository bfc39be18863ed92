import type { FileListRecord } from '@shared/api/fileList';
import { useSocketEvent } from '@renderer/session';
import { usePagedList } from '@renderer/ui';
import { fetchFileListPage } from './api';
import { byName, matchesSearch } from './fileListForm';

/**
 * The file lists matching `search`, page by page, kept live by `company{id}-file` (spec 2 §4: a
 * colleague's list added, changed or removed) and read again from page 1 after a reconnect.
 */
export function useFileListList(search: string) {
  const list = usePagedList<FileListRecord>({
    query: search,
    fetchPage: fetchFileListPage,
    rowId: (r) => r.id,
    compare: byName,
    matches: (r) => matchesSearch(r, search),
  });
  const { upsert, remove, reload } = list;

  useSocketEvent(
    'file',
    (event) => {
      if (event.action === 'delete') remove(event.id);
      else upsert(event.record);
    },
    reload,
  );

  return list;
}
