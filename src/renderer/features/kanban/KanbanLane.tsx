import { useEffect, useRef } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { Badge, Box, Group, Text, Title } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@shared/api/ticket';
import { colorOrFallback, readableText } from '@renderer/ui';
import { laneKey } from './board';
import { handleId, KanbanCard } from './KanbanCard';

export const LANE_WIDTH = 300;
const CARD_ESTIMATE = 170;
const GAP = 8;
/** From how many cards a lane keeps only the visible ones in the page (a lane may hold hundreds). */
export const VIRTUAL_FROM = 40;

interface LaneProps {
  laneId: number;
  name: string;
  color: string | null;
  tickets: Ticket[];
  numberOf(ticket: Ticket): string;
  onOpen(ticket: Ticket): void;
  busy: ReadonlySet<number>;
  /** A card to show and focus (after a keyboard move): scrolled to if it is in this lane. */
  focus: { ticketId: number; seq: number } | null;
}

/**
 * One lane: a drop target with its name and count, its cards in a scrolled list that keeps only
 * the visible ones in the page (a lane may hold hundreds).
 */
export function KanbanLane({ laneId, name, color, tickets, numberOf, onOpen, busy, focus }: LaneProps) {
  const { t } = useTranslation('kanban');
  const { setNodeRef, isOver } = useDroppable({ id: laneKey(laneId) });
  const scroller = useRef<HTMLDivElement | null>(null);
  const virtual = tickets.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? tickets.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 4,
    getItemKey: (index) => tickets[index].id,
    useFlushSync: false,
  });

  useEffect(() => {
    if (!focus) return;
    const index = tickets.findIndex((x) => x.id === focus.ticketId);
    if (index < 0) return;
    if (virtual) virtualizer.scrollToIndex(index, { align: 'auto' });
    const frame = requestAnimationFrame(() => document.getElementById(handleId(focus.ticketId))?.focus());
    return () => cancelAnimationFrame(frame);
    // Only a new request moves the focus, not every change of the lane.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  // Short lanes show every card; long ones the visible ones, the rest stood for by the padding.
  const items = virtual ? virtualizer.getVirtualItems() : tickets.map((_, index) => ({ index, start: 0, end: 0 }));
  const padTop = virtual && items.length > 0 ? items[0].start : 0;
  const padBottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const titleId = `kanban-lane-${laneId}`;
  const accent = colorOrFallback(color ?? '#868e96');
  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-labelledby={titleId}
      w={LANE_WIDTH}
      miw={LANE_WIDTH}
      h="100%"
      style={{
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-default-hover)',
        outline: isOver ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        borderTop: `4px solid ${accent}`,
      }}
    >
      <Group justify="space-between" p="xs" wrap="nowrap">
        <Title order={2} size="h5" id={titleId} style={{ minWidth: 0 }} lineClamp={1}>
          {name}
        </Title>
        <Badge
          color={accent}
          styles={{ root: { color: readableText(accent) } }}
          aria-label={t('lane.count', { count: tickets.length })}
        >
          {tickets.length}
        </Badge>
      </Group>
      <div ref={scroller} style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: '0 8px 8px' }}>
        {tickets.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('lane.empty')}
          </Text>
        ) : (
          <div role="list" aria-labelledby={titleId} style={{ paddingTop: padTop, paddingBottom: padBottom }}>
            {items.map(({ index }) => {
              const ticket = tickets[index];
              return (
                <div
                  key={ticket.id}
                  role="listitem"
                  aria-setsize={tickets.length}
                  aria-posinset={index + 1}
                  data-index={index}
                  ref={virtual ? virtualizer.measureElement : undefined}
                  style={{ paddingBottom: GAP }}
                >
                  <KanbanCard ticket={ticket} number={numberOf(ticket)} onOpen={onOpen} busy={busy.has(ticket.id)} />
                </div>
              );
            })}
          </div>
        )}
      </div>
    </Box>
  );
}
