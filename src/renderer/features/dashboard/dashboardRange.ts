/**
 * The dashboard's period and how its figures read (spec 1 §2 "Dashboard", §5, §9). Pure: days are
 * 'YYYY-MM-DD' strings, what date inputs hold and what the routes take.
 */

export interface DayRange {
  /** '' when left empty. */
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local date as 'YYYY-MM-DD'. */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Spec 1 §9: from the start of the month to today. */
export function defaultRange(today: Date): DayRange {
  return { from: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)), to: isoDay(today) };
}

export type RangeProblem = 'needsParam' | 'endBeforeStart';

/** Spec 1 §5: at least one day ('Parametrize o filtro'); the end not before the start. */
export function rangeProblem(r: DayRange): RangeProblem | null {
  if (!r.from && !r.to) return 'needsParam';
  if (r.from && r.to && r.to < r.from) return 'endBeforeStart';
  return null;
}

/**
 * The charts need both days (deployed backends break without them): a missing end is today, a
 * missing start the first day of the end's month.
 */
export function chartRange(r: DayRange, today: Date): { initialDate: string; finalDate: string } {
  const finalDate = r.to || (r.from > isoDay(today) ? r.from : isoDay(today));
  return { initialDate: r.from || `${finalDate.slice(0, 8)}01`, finalDate };
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
/** Beyond this many days the chart shows only the days that have tickets (one bar a day would be unreadable). */
const MAX_FILLED_DAYS = 92;

export interface Bar {
  label: string;
  total: number;
}

/**
 * Bars of tickets per day ('dd/mm/yyyy' from the server) or, for a one-day range, per hour: the
 * days or hours without tickets, which the backend leaves out, filled with 0 so the axis is time.
 */
export function dayBars(
  rows: { total: number; data?: string; horario?: number }[],
  range: { initialDate: string; finalDate: string },
): { byHour: boolean; bars: Bar[] } {
  const byHour = range.initialDate === range.finalDate;
  if (byHour) {
    const perHour = new Map(rows.filter((r) => r.horario !== undefined).map((r) => [r.horario!, r.total]));
    return {
      byHour,
      bars: Array.from({ length: 24 }, (_, h) => ({ label: `${pad(h)}h`, total: perHour.get(h) ?? 0 })),
    };
  }
  const perDay = new Map(rows.filter((r) => r.data).map((r) => [r.data!, r.total]));
  const start = utcDay(range.initialDate).getTime();
  const days = Math.round((utcDay(range.finalDate).getTime() - start) / 86_400_000) + 1;
  if (!(days > 0) || days > MAX_FILLED_DAYS)
    return { byHour, bars: [...perDay].map(([label, total]) => ({ label, total })) };
  return {
    byHour,
    bars: Array.from({ length: days }, (_, i) => {
      const d = new Date(start + i * 86_400_000);
      const label = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
      return { label, total: perDay.get(label) ?? 0 };
    }),
  };
}

/** Minutes as whole hours and minutes (the backend sends decimals). */
export function splitMinutes(minutes: number): { h: number; m: number } {
  const total = Math.max(0, Math.round(minutes));
  return { h: Math.floor(total / 60), m: total % 60 };
}

/** Spec 1 §9: the rating's emoji scale, 1 to 5 (null: no rating yet). */
export const RATING_EMOJI = ['😡', '🙁', '😐', '🙂', '😍'] as const;
export function ratingEmoji(rating: number, count: number): string | null {
  if (count <= 0 || rating <= 0) return null;
  return RATING_EMOJI[Math.min(5, Math.max(1, Math.round(rating))) - 1];
}
