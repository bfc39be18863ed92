import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Box, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/tr';
import { Calendar, dayjsLocalizer, Views, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Schedule } from '@shared/api/schedule';
import { fetchContact } from '@renderer/features/contacts';
import { useSocketEvent } from '@renderer/session';
import { ErrorState, PageHeader, SearchField } from '@renderer/ui';
import ScheduleDialog, { type ScheduleStart } from './ScheduleDialog';
import { MonthScheduleEvent, TimeScheduleEvent, type CalendarEvent } from './ScheduleEvent';
import classes from './SchedulesPage.module.css';
import { useFlatCalendarRoles } from './useFlatCalendarRoles';
import { useSchedulesBetween } from './useSchedulesBetween';

const localizer = dayjsLocalizer(dayjs);
const VIEWS: View[] = [Views.MONTH, Views.WEEK, Views.DAY];
const COMPONENTS = {
  month: { event: MonthScheduleEvent },
  week: { event: TimeScheduleEvent },
  day: { event: TimeScheduleEvent },
};
/** How long an event looks in the week and day views: a schedule is an instant. */
const SHOWN_MINUTES = 30;

/** The period a view shows, widened to whole weeks for the month (its grid shows the days around it). */
function periodOf(date: Date, view: View): { from: Date; to: Date } {
  const d = dayjs(date);
  if (view === Views.MONTH)
    return {
      from: d.startOf('month').startOf('week').toDate(),
      to: d.endOf('month').endOf('week').add(1, 'ms').toDate(),
    };
  if (view === Views.WEEK) return { from: d.startOf('week').toDate(), to: d.endOf('week').add(1, 'ms').toDate() };
  return { from: d.startOf('day').toDate(), to: d.endOf('day').add(1, 'ms').toDate() };
}

/**
 * /schedules (spec 3 "Schedules", plan useSchedules): a month, week or day calendar of the
 * schedules, each showing its time and contact; search; add; a schedule opens in the same form as
 * the conversation's, to change or delete it. `?contactId=` opens the form for that contact. Kept
 * live by `company{id}-schedule`, read again after a reconnect.
 */
export default function SchedulesPage() {
  const { t, i18n } = useTranslation('schedules');
  const [params, setParams] = useSearchParams();
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>(Views.MONTH);
  const [search, setSearch] = useState('');
  const [start, setStart] = useState<ScheduleStart | null>(null);
  const period = useMemo(() => periodOf(date, view), [date, view]);
  const list = useSchedulesBetween(period.from, period.to, search);
  const { reload } = list;
  const calendarBox = useRef<HTMLDivElement>(null);
  useFlatCalendarRoles(calendarBox);

  useSocketEvent('schedule', reload, reload);

  // ?contactId=: the form opens for that contact (the contact's 'schedule' action leads here).
  const contactId = Number(params.get('contactId'));
  useEffect(() => {
    if (!contactId) return;
    const abort = new AbortController();
    fetchContact(contactId, abort.signal).then(
      (contact) => setStart({ kind: 'new', contact, body: '', context: { whatsappId: null, queueId: null } }),
      () => setStart({ kind: 'new', contact: null, body: '', context: { whatsappId: null, queueId: null } }),
    );
    return () => abort.abort();
  }, [contactId]);

  const close = useCallback(() => {
    setStart(null);
    if (params.has('contactId')) {
      params.delete('contactId');
      setParams(params, { replace: true });
    }
  }, [params, setParams]);

  const events = useMemo<CalendarEvent[]>(
    () =>
      list.schedules.map((schedule) => {
        const at = new Date(schedule.sendAt);
        return { schedule, start: at, end: dayjs(at).add(SHOWN_MINUTES, 'minute').toDate() };
      }),
    [list.schedules],
  );

  const messages = useMemo(
    () => ({
      month: t('page.views.month'),
      week: t('page.views.week'),
      day: t('page.views.day'),
      today: t('page.nav.today'),
      previous: t('page.nav.previous'),
      next: t('page.nav.next'),
      allDay: t('page.allDay'),
      noEventsInRange: t('page.noEvents'),
      showMore: (count: number) => t('page.showMore', { count }),
    }),
    [t],
  );

  const open = (schedule: Schedule) => setStart({ kind: 'edit', schedule });

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={t('page.title')}>
        <SearchField label={t('page.search')} onSearch={setSearch} />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() =>
            setStart({ kind: 'new', contact: null, body: '', context: { whatsappId: null, queueId: null } })
          }
        >
          {t('page.add')}
        </Button>
      </PageHeader>
      {list.error ? (
        <ErrorState message={t('page.loadError')} onRetry={reload} />
      ) : (
        !list.complete && (
          <Alert color="yellow" role="status">
            {t('page.incomplete')}
          </Alert>
        )
      )}
      <Box
        ref={calendarBox}
        className={classes.calendar}
        flex={1}
        mih={480}
        role="region"
        aria-label={t('page.calendar')}
        aria-busy={list.loading}
      >
        <Calendar<CalendarEvent>
          localizer={localizer}
          culture={i18n.language.toLowerCase()}
          events={events}
          date={date}
          view={view}
          views={VIEWS}
          onNavigate={setDate}
          onView={setView}
          messages={messages}
          popup
          onSelectEvent={(event) => open(event.schedule)}
          eventPropGetter={(event) => ({
            className: classes[`status${event.schedule.status}`] ?? classes.statusPENDENTE,
          })}
          components={COMPONENTS}
          onKeyPressEvent={(event, e) => {
            // The week and day views' event boxes are buttons the calendar gives no keys to.
            const { key } = e as KeyboardEvent<HTMLElement>;
            if (key === 'Enter' || key === ' ') {
              e.preventDefault();
              open(event.schedule);
            }
          }}
          style={{ height: '100%' }}
        />
      </Box>
      {start && (
        <Suspense fallback={null}>
          <ScheduleDialog opened start={start} onClose={close} onChanged={reload} />
        </Suspense>
      )}
    </Stack>
  );
}
