import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIMITS } from '@shared/domain/constants';
import type { TicketListName } from '@shared/domain/visibility';
import { useUser } from '@renderer/session';
import { EmptyState } from '@renderer/ui';
import { useListHotkeys } from './list/useListHotkeys';
import { loadNextPage } from './loaders';
import { useTickets } from './store';
import { TicketOption } from './TicketListItem';

const ROW_HEIGHT = 84;

interface Props {
  list: TicketListName;
  label: string;
  selectedUuid: string | undefined;
}

/**
 * A virtualized list of tickets (an attendant may have tens of thousands): only the rows in view
 * are in the DOM; the next page loads within 100 px of the bottom. A listbox: Up/Down or J/K
 * move, Home/End jump, Enter opens; J/K also work from anywhere on the screen outside a text field.
 */
export function TicketList({ list, label, selectedUuid }: Props) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const showAttendant = useUser().profile === 'admin';
  const ids = useTickets((s) => s.lists[list].ids);
  const state = useTickets((s) => s.lists[list]);
  const selectedId = useTickets((s) => (selectedUuid ? s.lists[list].ids.find((id) => s.byId[id].uuid === selectedUuid) : undefined));
  const scroller = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<number | undefined>(undefined);
  const [focused, setFocused] = useState(false);
  // Stable between renders: a new key function makes the virtualizer re-measure every row (20,000 of them) on each scroll frame.
  const getItemKey = useCallback((index: number) => ids[index], [ids]);
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey,
    // Let React batch scroll renders instead of committing synchronously inside each scroll event.
    useFlushSync: false,
  });

  // The active row: the one moved to, else the open ticket, else the first.
  const found = activeId === undefined ? -1 : ids.indexOf(activeId);
  const selectedIndex = selectedId === undefined ? -1 : ids.indexOf(selectedId);
  const active = found >= 0 ? found : Math.max(0, selectedIndex);

  // Within 100 px of the bottom, from the virtualizer's own numbers (no forced layout).
  const viewport = virtualizer.scrollRect?.height ?? 0;
  const remaining = virtualizer.getTotalSize() - (virtualizer.scrollOffset ?? 0) - viewport;
  const wantsMore = viewport > 0 && remaining < LIMITS.infiniteScrollThresholdPx && state.hasMore && !state.loading && !state.error && state.page > 0;
  useEffect(() => {
    if (wantsMore) void loadNextPage(list);
  }, [wantsMore, list]);

  const open = (index: number) => {
    const ticket = useTickets.getState().byId[ids[index]];
    if (ticket) navigate(`/tickets/${ticket.uuid}`);
  };
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  });
  // One function for every row, so the memoized rows re-render only when their own props change.
  const onOpen = useCallback((id: number, index: number) => {
    setActiveId(id);
    openRef.current(index);
  }, []);
  const move = (index: number) => {
    if (ids.length === 0) return;
    const next = Math.max(0, Math.min(ids.length - 1, index));
    setActiveId(ids[next]);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  // From outside the list, the first J/K lands on the current row before moving on.
  useListHotkeys(scroller, (delta) => move(activeId === undefined && selectedIndex < 0 ? 0 : active + delta));

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (key === 'ArrowDown' || key === 'j') move(active + 1);
    else if (key === 'ArrowUp' || key === 'k') move(active - 1);
    else if (key === 'Home') move(0);
    else if (key === 'End') move(ids.length - 1);
    else if (key === 'Enter' || key === ' ') open(active);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  if (ids.length === 0) {
    if (state.error) return <LoadError onRetry={() => void loadNextPage(list)} />;
    if (state.loading || state.page === 0) {
      return (
        <Center style={{ flex: 1 }}>
          <Loader role="progressbar" aria-label={t('list.loading')} />
        </Center>
      );
    }
    return <EmptyState title={t('list.empty')}>{t('list.emptyHint')}</EmptyState>;
  }

  const activeTicketId = ids[Math.min(active, ids.length - 1)];
  return (
    <div
      ref={scroller}
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={activeTicketId !== undefined ? `ticket-option-${list}-${activeTicketId}` : undefined}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={{ flex: 1, overflowY: 'auto', position: 'relative', outline: 'none' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const id = ids[row.index];
          const isActive = row.index === active;
          return (
            <TicketOption
              key={id}
              id={id}
              domId={`ticket-option-${list}-${id}`}
              index={row.index}
              start={row.start}
              size={row.size}
              setSize={state.hasMore ? -1 : ids.length}
              selected={id === selectedId}
              outlined={focused && isActive}
              showAttendant={showAttendant}
              t={t}
              onOpen={onOpen}
            />
          );
        })}
      </div>
      {state.loading && (
        <Center py="xs">
          <Loader role="progressbar" size="sm" aria-label={t('list.loadingMore')} />
        </Center>
      )}
      {state.error && <LoadError onRetry={() => void loadNextPage(list)} />}
    </div>
  );
}

function LoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('tickets');
  return (
    <Alert color="red" m="md" role="alert">
      {t('list.loadError')}{' '}
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}
