import { SCHEDULE_TIPO_DIAS } from '@shared/domain/schedules';

interface Wall {
  y: number;
  mo: number; // 1-12
  d: number;
  h: number;
  mi: number;
  s: number;
  ms: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallOf(date: Date, timeZone: string): Wall {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    y: Number(parts.year),
    mo: Number(parts.month),
    d: Number(parts.day),
    h: Number(parts.hour),
    mi: Number(parts.minute),
    s: Number(parts.second),
    ms: date.getUTCMilliseconds(),
  };
}

const utcOf = (w: Wall) => Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s, w.ms);

/** The instant whose wall clock in `timeZone` reads `w` (the later one across a DST gap). */
function fromWall(w: Wall, timeZone: string): Date {
  const target = utcOf(w);
  let guess = target;
  for (let i = 0; i < 3; i += 1) {
    const offset = utcOf(wallOf(new Date(guess), timeZone)) - guess;
    const next = target - offset;
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}

/** Day of the week (0 Sunday … 6 Saturday) of a wall date. */
const weekday = (w: Wall) => new Date(Date.UTC(w.y, w.mo - 1, w.d)).getUTCDay();

/** The wall date `days` later, time kept (Date.UTC normalises overflowing days and months). */
function plusDays(w: Wall, days: number): Wall {
  const d = new Date(Date.UTC(w.y, w.mo - 1, w.d + days));
  return { ...w, y: d.getUTCFullYear(), mo: d.getUTCMonth() + 1, d: d.getUTCDate() };
}

/** `months` later on the same day, or the month's last day when it has fewer (31 Jan → 28/29 Feb). */
function plusMonths(w: Wall, months: number): Wall {
  const first = new Date(Date.UTC(w.y, w.mo - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return { ...w, y: first.getUTCFullYear(), mo: first.getUTCMonth() + 1, d: Math.min(w.d, lastDay) };
}

export interface Recurrence {
  intervalo: number;
  valorIntervalo: number;
  tipoDias: number;
}

/**
 * The n-th send of a recurring schedule (n = 0 is the anchor itself, sent as given): anchor +
 * n × valorIntervalo units of `intervalo` (1 days, 2 weeks, 3 months, 4 minutes) on the wall
 * clock of the company's time zone, so the time of day stays put; then, with tipoDias 5 or 6, a
 * Saturday or Sunday moves to the Friday before or the Monday after. Counting from the anchor
 * rather than from the previous send keeps month ends and weekend moves from drifting.
 */
export function nthSend(anchor: Date, n: number, r: Recurrence, timeZone: string): Date {
  if (n === 0) return anchor;
  const steps = n * r.valorIntervalo;
  if (r.intervalo === 4) return shiftWeekend(new Date(anchor.getTime() + steps * 60_000), r.tipoDias, timeZone);
  const w = wallOf(anchor, timeZone);
  const moved = r.intervalo === 3 ? plusMonths(w, steps) : plusDays(w, steps * (r.intervalo === 2 ? 7 : 1));
  return shiftWeekend(fromWall(moved, timeZone), r.tipoDias, timeZone);
}

function shiftWeekend(at: Date, tipoDias: number, timeZone: string): Date {
  if (tipoDias !== SCHEDULE_TIPO_DIAS.businessDayBefore && tipoDias !== SCHEDULE_TIPO_DIAS.businessDayAfter) return at;
  const w = wallOf(at, timeZone);
  const day = weekday(w);
  if (day !== 0 && day !== 6) return at;
  const before = tipoDias === SCHEDULE_TIPO_DIAS.businessDayBefore;
  const delta = before ? (day === 6 ? -1 : -2) : day === 6 ? 2 : 1;
  return fromWall(plusDays(w, delta), timeZone);
}

/** Wall-clock reading of a naive `YYYY-MM-DDTHH:mm[:ss]` (what Whaticket's form sends) in a zone. */
export function naiveToInstant(text: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  return fromWall({ y, mo, d, h, mi, s, ms: 0 }, timeZone);
}
