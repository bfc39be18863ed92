import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Center, Group, Loader, Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/domain/constants';
import { nearBottom } from './pagedRows';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** Fixed width (the actions column); the others share what is left. */
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

interface InfiniteTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: TableColumn<T>[];
  rows: T[];
  rowId(row: T): number | string;
  /** Rows on the server (for the screen reader's row count when only some are in the DOM). */
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
  /** Shown instead of rows when there are none and nothing is loading. */
  empty: ReactNode;
  /** Shown below the rows when a page failed (an ErrorState with its retry). */
  error?: ReactNode;
  /** Estimated row height, px. */
  rowHeight?: number;
}

/** Above this many rows only the visible ones are in the DOM. */
export const VIRTUAL_FROM = 100;

/**
 * A server-paged table that loads the next page within 100 px of its bottom (spec 2 §9),
 * virtualized once long. It scrolls inside its own box (give it a height through flex), with the
 * header kept in view.
 */
export function InfiniteTable<T>({
  label,
  columns,
  rows,
  rowId,
  total,
  hasMore,
  loading,
  onLoadMore,
  empty,
  error,
  rowHeight = 52,
}: InfiniteTableProps<T>) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    getItemKey: (index) => rowId(rows[index]),
    useFlushSync: false,
  });

  const check = () => {
    const el = scroller.current;
    if (el && hasMore && !loading && !error && nearBottom(el, LIMITS.infiniteScrollThresholdPx)) onLoadMore();
  };
  // A page that does not fill the box gives no scroll to wait for: ask for the next one now.
  useEffect(check);

  const items = virtual ? virtualizer.getVirtualItems() : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  const padTop = virtual && items.length > 0 ? items[0].start : 0;
  const padBottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden style={{ height }}>
        <td colSpan={columns.length} style={{ padding: 0, border: 0 }} />
      </tr>
    ) : null;
  const cellStyle = (c: TableColumn<T>): CSSProperties => ({ width: c.width, textAlign: c.align });

  return (
    <div ref={scroller} onScroll={check} style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
      <Table
        stickyHeader
        highlightOnHover
        aria-label={label}
        aria-rowcount={total + 1}
        aria-busy={loading}
        layout="fixed"
        verticalSpacing="xs"
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {columns.map((c) => (
              <Table.Th key={c.key} style={cellStyle(c)}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spacer(padTop)}
          {items.map(({ index }) => {
            const row = rows[index];
            return (
              <Table.Tr
                key={rowId(row)}
                aria-rowindex={index + 2}
                data-index={index}
                ref={virtual ? virtualizer.measureElement : undefined}
              >
                {columns.map((c) => (
                  <Table.Td key={c.key} style={cellStyle(c)}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {spacer(padBottom)}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && !loading && !error && empty}
      {error}
      {loading && (
        <Center p="md">
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed" role="status">
              {t('actions.loading')}
            </Text>
          </Group>
        </Center>
      )}
    </div>
  );
}
