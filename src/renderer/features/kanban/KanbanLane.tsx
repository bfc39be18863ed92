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
  const virtualizer = useVirtualizer({
    count: tickets.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    gap: GAP,
    overscan: 4,
    getItemKey: (index) => tickets[index].id,
    useFlushSync: false,
  });

  useEffect(() => {
    if (!focus) return;
    const index = tickets.findIndex((x) => x.id === focus.ticketId);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'auto' });
    const frame = requestAnimationFrame(() => document.getElementById(handleId(focus.ticketId))?.focus());
    return () => cancelAnimationFrame(frame);
    // Only a new request moves the focus, not every change of the lane.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

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
          <div
            role="list"
            aria-labelledby={titleId}
            style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const ticket = tickets[item.index];
              return (
                <div
                  key={item.key}
                  role="listitem"
                  aria-setsize={tickets.length}
                  aria-posinset={item.index + 1}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    transform: `translateY(${item.start}px)`,
                  }}
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
