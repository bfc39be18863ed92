/**
 * The message variables of spec 1 §3, written `{{name}}` in quick replies, greetings and
 * farewells. The values follow the reference server's greeting and farewell texts
 * (server/src/services/placeholders.ts), so a protocol or date reads the same whichever sent it:
 * - ms: 'Bom dia' before 12 h, 'Boa tarde' before 18 h, else 'Boa noite' (deployed Whaticket also
 *   says 'Boa madrugada' from 0 to 5 h; the spec names three greetings);
 * - protocol: yyyyMMdd + ticket id, stable for a ticket through the day (deployed Whaticket
 *   appends minute, second and millisecond unpadded before the id, so it changes on every send);
 * - date dd/MM/yyyy and hour HH:mm, pt-BR (deployed Whaticket writes dd-MM-yyyy and H:mm:ss).
 * Unknown names are left as written, like Mustache would leave nothing: an attendant sees the typo.
 */
export const MESSAGE_VARIABLES = [
  'firstName',
  'name',
  'userName',
  'ms',
  'protocol',
  'date',
  'hour',
  'ticket_id',
  'queue',
  'connection',
] as const;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[number];

export interface MessageVariableContext {
  contactName: string;
  userName: string;
  ticketId: number;
  queue?: string | null;
  connection?: string | null;
  now: Date;
  /** IANA time zone for ms, protocol, date and hour; the machine's own when absent. */
  timeZone?: string;
}

/** The greeting of `ms` for an hour of the day (0–23). */
export function greetingFor(hour: number): 'Bom dia' | 'Boa tarde' | 'Boa noite' {
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

function parts(now: Date, timeZone: string | undefined): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => formatted.find((p) => p.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** Every variable's value for one ticket at one moment. */
export function messageVariableValues(ctx: MessageVariableContext): Record<MessageVariable, string> {
  const p = parts(ctx.now, ctx.timeZone);
  const name = ctx.contactName.trim();
  return {
    firstName: name.split(/\s+/)[0] ?? '',
    name,
    userName: ctx.userName,
    ms: greetingFor(Number(p.hour)),
    protocol: `${p.year}${p.month}${p.day}${ctx.ticketId}`,
    date: `${p.day}/${p.month}/${p.year}`,
    hour: `${p.hour}:${p.minute}`,
    ticket_id: String(ctx.ticketId),
    queue: ctx.queue ?? '',
    connection: ctx.connection ?? '',
  };
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Replaces `{{variable}}` (spaces inside the braces allowed) with its value; unknown names stay. */
export function fillMessageVariables(text: string, ctx: MessageVariableContext): string {
  if (!text.includes('{{')) return text;
  const values: Record<string, string> = messageVariableValues(ctx);
  return text.replace(PLACEHOLDER, (whole, key: string) => (Object.hasOwn(values, key) ? values[key] : whole));
}
