import { VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import type { EventProps } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@shared/api/schedule';
import classes from './SchedulesPage.module.css';

/** A schedule on the calendar: an instant shown for a short while, with the record it came from. */
export interface CalendarEvent {
  schedule: Schedule;
  start: Date;
  end: Date;
}

/** What an event says (spec 3: its sendAt and contact), and the rest of its name: the date and the message. */
function useEventText(event: CalendarEvent) {
  const { t } = useTranslation('schedules');
  const shown = t('page.event', {
    time: dayjs(event.start).format('HH:mm'),
    contact: event.schedule.contact?.name ?? '',
  });
  const name = t('page.eventLabel', {
    shown,
    date: dayjs(event.start).format('DD/MM/YYYY'),
    body: event.schedule.body,
  });
  return { shown, name };
}

/**
 * An event of the month view: a real button inside the calendar's event box, which takes no focus
 * of its own there; Enter or Space clicks through to the calendar, which opens the schedule.
 */
export function MonthScheduleEvent({ event }: EventProps<CalendarEvent>) {
  const { shown, name } = useEventText(event);
  return (
    <button type="button" className={classes.eventButton} aria-label={name} title={event.schedule.body}>
      {shown}
    </button>
  );
}

/**
 * An event of the week and day views, where the calendar's box is itself a focusable button (its
 * keys handled by the page): the text it is named by, the date and message said to screen readers.
 */
export function TimeScheduleEvent({ event }: EventProps<CalendarEvent>) {
  const { shown, name } = useEventText(event);
  // The visible text hidden from screen readers and the whole name given instead: one name, as the month view's.
  return (
    <span className={classes.eventText} title={event.schedule.body}>
      <span aria-hidden>{shown}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </span>
  );
}
