import type { CampaignSettings } from '@shared/domain/campaigns';

// One formatter per time zone: building one costs more than the rest of a check (once per message).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Whether a campaign may send at `now` on the company's wall clock (spec 3 §3 settings): between
 * startHour (inclusive) and endHour (exclusive), and on Saturdays / Sundays only when allowed.
 */
export function insideSendingWindow(now: Date, s: CampaignSettings, timeZone: string): boolean {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  if (parts.weekday === 'Sat' && !s.sabado) return false;
  if (parts.weekday === 'Sun' && !s.domingo) return false;
  const hhmm = `${parts.hour}:${parts.minute}`;
  return hhmm >= s.startHour && hhmm < s.endHour;
}
