import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schedule } from '@shared/api/schedule';
import { fetchSchedulesBetween } from './api';

/**
 * The schedules of the calendar's period and search, read again when either changes (the older
 * reading aborted) and on `reload` (an event, a save). The schedules shown stay while a reading
 * runs, so the calendar does not blink on every event.
 */
export function useSchedulesBetween(from: Date, to: Date, search: string) {
  const [schedules, setSchedules] = useState<Schedule[]>([]);
  const [complete, setComplete] = useState(true);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const reading = useRef<AbortController | null>(null);
  const fromMs = from.getTime();
  const toMs = to.getTime();

  const reload = useCallback(() => {
    reading.current?.abort();
    const abort = new AbortController();
    reading.current = abort;
    setLoading(true);
    fetchSchedulesBetween(new Date(fromMs), new Date(toMs), search.trim(), abort.signal).then(
      (read) => {
        if (abort.signal.aborted) return;
        setSchedules(read.schedules);
        setComplete(read.complete);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (abort.signal.aborted) return;
        setError(failure);
        setLoading(false);
      },
    );
  }, [fromMs, toMs, search]);

  useEffect(() => {
    reload();
    return () => reading.current?.abort();
  }, [reload]);

  return { schedules, complete, loading, error, reload };
}
