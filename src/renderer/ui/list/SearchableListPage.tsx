import type { ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { PageHeader } from '../PageHeader';
import { RowAction } from '../RowAction';
import { SearchField } from '../SearchField';
import { InfiniteTable, type TableColumn } from './InfiniteTable';
import { pagedTable, type PagedList } from './usePagedList';

interface SearchableListPageProps<T extends { id: number | string }> {
  title: string;
  /** The list the server pages (usePagedList); its count is the title's. */
  list: PagedList<T>;
  search: { label: string; term: string; onSearch(term: string): void };
  /** The header's add button, when the user may add. */
  add?: { label: string; onClick(): void };
  table: { label: string; columns: TableColumn<T>[] };
  /** What an empty list says: the icon, and the titles with and without a search term. */
  empty: { icon: ReactNode; title: string; notFound: string; hint?: string };
  /** The list's load failure, in the user's language. */
  errorMessage: string;
  /** The page's dialogs (edit, delete). */
  children?: ReactNode;
}

/**
 * A list page of the administration screens (spec 2's list pages): the title with its count, the
 * search and add actions, and the server-paged infinite table with its empty and error states.
 * The feature gives its columns, texts and dialogs.
 */
export function SearchableListPage<T extends { id: number | string }>(props: SearchableListPageProps<T>) {
  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={props.title} count={props.list.count}>
        <ListControls search={props.search} add={props.add} />
      </PageHeader>
      <ListTable {...props} />
      {props.children}
    </Stack>
  );
}

/**
 * The same list inside a tab of another page (the settings page's plans tab): the page has the
 * heading, so the search and add actions stand alone above the table, which gets a fixed height.
 */
export function SearchableListTab<T extends { id: number | string }>(props: Omit<SearchableListPageProps<T>, 'title'>) {
  return (
    <Stack gap="md" h={520} mih={0}>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <ListControls search={props.search} add={props.add} />
      </Group>
      <ListTable {...props} />
      {props.children}
    </Stack>
  );
}

type ListProps<T extends { id: number | string }> = Omit<SearchableListPageProps<T>, 'title' | 'children'>;

function ListControls<T extends { id: number | string }>({ search, add }: Pick<ListProps<T>, 'search' | 'add'>) {
  return (
    <>
      <SearchField label={search.label} onSearch={search.onSearch} />
      {add && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add.onClick}>
          {add.label}
        </Button>
      )}
    </>
  );
}

function ListTable<T extends { id: number | string }>({ list, search, table, empty, errorMessage }: ListProps<T>) {
  return (
    <InfiniteTable
      label={table.label}
      columns={table.columns}
      {...pagedTable(list)}
      rowId={(r) => r.id}
      empty={
        <EmptyState icon={empty.icon} title={search.term ? empty.notFound : empty.title}>
          {search.term ? undefined : empty.hint}
        </EmptyState>
      }
      error={list.error ? <ErrorState message={errorMessage} onRetry={list.retry} /> : undefined}
    />
  );
}

/** The actions column of a list page: edit and delete, each named after its row. */
export function editDeleteColumn<T>(options: {
  header: string;
  editLabel(row: T): string;
  deleteLabel(row: T): string;
  onEdit(row: T): void;
  onDelete(row: T): void;
}): TableColumn<T> {
  return {
    key: 'actions',
    header: options.header,
    width: 104,
    align: 'right',
    cell: (r) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <RowAction label={options.editLabel(r)} onClick={() => options.onEdit(r)}>
          <IconPencil size={18} aria-hidden />
        </RowAction>
        <RowAction label={options.deleteLabel(r)} color="red" onClick={() => options.onDelete(r)}>
          <IconTrash size={18} aria-hidden />
        </RowAction>
      </Group>
    ),
  };
}
