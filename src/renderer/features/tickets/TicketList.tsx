import { useRef, useState } from 'react';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Ticket } from '@shared/api/ticket';
import { LIMITS } from '@shared/domain/constants';
import { EmptyState } from '@renderer/ui';
import type { TabState } from './store';
import { TicketListItem } from './TicketListItem';

const ROW_HEIGHT = 78;

interface Props {
  label: string;
  tickets: Ticket[];
  state: TabState;
  selectedUuid: string | undefined;
  showAttendant: boolean;
  onLoadMore(): void;
}

/**
 * A virtualized list of tickets (an attendant may have tens of thousands): only the rows in view
 * are rendered; the next page loads within 100 px of the bottom. A listbox: Up/Down move, Enter opens.
 */
export function TicketList({ label, tickets, state, selectedUuid, showAttendant, onLoadMore }: Props) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState(false);
  const virtualizer = useVirtualizer({
    count: tickets.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  const onScroll = () => {
    const el = scroller.current!;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < LIMITS.infiniteScrollThresholdPx && state.hasMore && !state.loading) onLoadMore();
  };

  const open = (ticket: Ticket | undefined) => ticket && navigate(`/tickets/${ticket.uuid}`);
  const move = (index: number) => {
    const next = Math.max(0, Math.min(tickets.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') move(active + 1);
    else if (e.key === 'ArrowUp') move(active - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(tickets.length - 1);
    else if (e.key === 'Enter') open(tickets[active]);
    else return;
    e.preventDefault();
  };

  if (tickets.length === 0) {
    if (state.loading || state.page === 0) {
      return (
        <Center style={{ flex: 1 }}>
          <Loader aria-label={t('list.loadingMore')} />
        </Center>
      );
    }
    if (state.error) return <LoadError onRetry={onLoadMore} />;
    return <EmptyState title={t('list.empty')}>{t('list.emptyHint')}</EmptyState>;
  }

  const activeTicket = tickets[Math.min(active, tickets.length - 1)];
  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={activeTicket ? `ticket-option-${activeTicket.id}` : undefined}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={{ flex: 1, overflowY: 'auto', position: 'relative' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const ticket = tickets[row.index];
          return (
            <div
              key={ticket.id}
              id={`ticket-option-${ticket.id}`}
              role="option"
              aria-selected={ticket.uuid === selectedUuid}
              aria-posinset={row.index + 1}
              aria-setsize={state.hasMore ? -1 : tickets.length}
              aria-label={`${ticket.contact.name} ${ticket.lastMessage ?? ''}`.trim()}
              data-active={row.index === active || undefined}
              onClick={() => {
                setActive(row.index);
                open(ticket);
              }}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: row.size, transform: `translateY(${row.start}px)`, cursor: 'pointer', outline: focused && row.index === active ? '2px solid var(--mantine-color-blue-5)' : undefined, outlineOffset: -2 }}
            >
              <TicketListItem ticket={ticket} selected={ticket.uuid === selectedUuid} showAttendant={showAttendant} />
            </div>
          );
        })}
      </div>
      {state.loading && (
        <Center py="xs">
          <Loader size="sm" aria-label={t('list.loadingMore')} />
        </Center>
      )}
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
