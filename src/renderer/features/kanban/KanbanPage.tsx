import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { IconColumns, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Ticket } from '@shared/api/ticket';
import { can } from '@shared/domain/permissions';
import { errorMessage } from '@renderer/api';
import { useDisplayNumber } from '@renderer/features/contacts';
import { useUser } from '@renderer/session';
import { ErrorState, PageHeader } from '@renderer/ui';
import { DEFAULT_LANE, idOfKey, laneOf } from './board';
import { CardView } from './KanbanCard';
import { KanbanLane } from './KanbanLane';
import { laneCoordinates } from './laneKeyboard';
import { useCardMove } from './useCardMove';
import { useKanbanBoard, type DayRange } from './useKanbanBoard';

// The pointer's lane wins; with the keyboard (no pointer) the card's rectangle decides.
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : closestCorners(args);
};

/**
 * /Kanban (spec 2 "Kanban board", plan useKanban): the default lane ('Em aberto', tickets without a
 * kanban tag) and one lane per kanban tag; a card moves by mouse or keyboard (its handle: Space or
 * Enter, the arrows, Space or Enter again; Escape puts it back), announced to screen readers.
 */
export default function KanbanPage() {
  const { t } = useTranslation('kanban');
  const { t: tc } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const displayNumber = useDisplayNumber();
  const numberOf = useCallback((ticket: Ticket) => displayNumber(ticket.contact), [displayNumber]);
  const [draft, setDraft] = useState<DayRange>({ startDate: '', endDate: '' });
  const [range, setRange] = useState<DayRange>(draft);
  const [endError, setEndError] = useState<string | null>(null);
  const [active, setActive] = useState<Ticket | null>(null);
  const [focus, setFocus] = useState<{ ticketId: number; seq: number } | null>(null);
  const board = useKanbanBoard(range, active !== null);
  const { move, laneName } = useCardMove(board);

  const laneIds = useMemo(() => [DEFAULT_LANE, ...board.lanes.map((l) => l.id)], [board.lanes]);
  const latest = useRef({ laneIds, shown: board.shown, lanes: board.lanes });
  latest.current = { laneIds, shown: board.shown, lanes: board.lanes };
  const ticketOf = (key: string | number) => latest.current.shown.find((x) => x.id === idOfKey(key));
  const laneOfKey = (key: string | number) => {
    const ticket = ticketOf(key);
    return ticket ? laneOf(ticket.tags, latest.current.lanes) : DEFAULT_LANE;
  };

  const keyboardLane = useRef<number>(DEFAULT_LANE);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: laneCoordinates(() => latest.current.laneIds, keyboardLane),
    }),
  );

  const nameOfLane = (laneId: number) => laneName(laneId, latest.current.lanes);
  // The lane last announced: a card picked up is over its own lane at once, which the pick-up already said.
  const announcedLane = useRef<number | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => {
      announcedLane.current = laneOfKey(a.id);
      return t('announce.start', { id: idOfKey(a.id), lane: nameOfLane(announcedLane.current) });
    },
    onDragOver: ({ active: a, over }) => {
      const laneId = over ? idOfKey(over.id) : null;
      if (laneId === announcedLane.current) return undefined;
      announcedLane.current = laneId;
      return laneId === null
        ? t('announce.outside', { id: idOfKey(a.id) })
        : t('announce.over', { id: idOfKey(a.id), lane: nameOfLane(laneId) });
    },
    onDragEnd: ({ active: a, over }) =>
      over
        ? t('announce.end', { id: idOfKey(a.id), lane: nameOfLane(idOfKey(over.id)) })
        : t('announce.cancel', { id: idOfKey(a.id), lane: nameOfLane(laneOfKey(a.id)) }),
    onDragCancel: ({ active: a }) => t('announce.cancel', { id: idOfKey(a.id), lane: nameOfLane(laneOfKey(a.id)) }),
  };

  const onDragStart = ({ active: a }: DragStartEvent) => {
    keyboardLane.current = laneOfKey(a.id);
    setActive(ticketOf(a.id) ?? null);
  };
  const onDragEnd = ({ active: a, over, activatorEvent }: DragEndEvent) => {
    setActive(null);
    const ticketId = idOfKey(a.id);
    const byKeyboard = activatorEvent instanceof KeyboardEvent;
    // After a keyboard move the focus follows the card into its lane (and back, if it is refused).
    const refocus = () => byKeyboard && setFocus((f) => ({ ticketId, seq: (f?.seq ?? 0) + 1 }));
    if (!over) return refocus();
    void move(ticketId, idOfKey(over.id)).then(refocus);
    refocus();
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (draft.startDate && draft.endDate && draft.endDate < draft.startDate) {
      setEndError(t('filter.endBeforeStart'));
      return;
    }
    setEndError(null);
    // A new object even when the days are the same: Buscar reads the board again.
    setRange({ ...draft });
  };

  const openTicket = useCallback((ticket: Ticket) => navigate(`/tickets/${ticket.uuid}`), [navigate]);
  const busy = useMemo(() => new Set(board.overrides.keys()), [board.overrides]);

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={t('title')} count={board.load.state === 'ready' ? board.shown.length : undefined}>
        <form onSubmit={search} aria-label={t('filter.label')} noValidate>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label={t('filter.from')}
              value={draft.startDate}
              onChange={(e) => {
                const startDate = e.currentTarget.value;
                setDraft((d) => ({ ...d, startDate }));
              }}
              w={160}
            />
            <TextInput
              type="date"
              label={t('filter.to')}
              value={draft.endDate}
              error={endError}
              onChange={(e) => {
                const endDate = e.currentTarget.value;
                setEndError(null);
                setDraft((d) => ({ ...d, endDate }));
              }}
              w={160}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('filter.search')}
            </Button>
          </Group>
        </form>
        {can(user, 'dashboard:view') && (
          <Button component={Link} to="/TagsKanban" variant="light" leftSection={<IconColumns size={16} aria-hidden />}>
            {t('addColumns')}
          </Button>
        )}
      </PageHeader>
      {board.load.state === 'error' ? (
        <ErrorState message={errorMessage(board.load.error, tc)} onRetry={board.reload} />
      ) : board.load.state === 'loading' ? (
        <Group justify="center" p="xl">
          <Loader role="progressbar" aria-label={t('loading')} />
        </Group>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActive(null)}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('announce.instructions') } }}
        >
          <div
            role="region"
            aria-label={t('board')}
            tabIndex={0}
            style={{ flex: 1, minHeight: 0, display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 4 }}
          >
            {laneIds.map((laneId) => {
              const lane = board.lanes.find((l) => l.id === laneId);
              return (
                <KanbanLane
                  key={laneId}
                  laneId={laneId}
                  name={lane?.name ?? t('defaultLane')}
                  color={lane?.color ?? null}
                  tickets={board.byLane.get(laneId) ?? []}
                  numberOf={numberOf}
                  onOpen={openTicket}
                  busy={busy}
                  focus={focus}
                />
              );
            })}
          </div>
          <DragOverlay dropAnimation={null}>
            {active && <CardView ticket={active} number={numberOf(active)} />}
          </DragOverlay>
        </DndContext>
      )}
    </Stack>
  );
}
