import type { TFunction } from 'i18next';
import { TICKET_LOG_TYPES, type TicketLogEntry, type TicketLogType } from '@shared/api/ticketLog';

const isKnown = (type: string): type is TicketLogType => (TICKET_LOG_TYPES as readonly string[]).includes(type);

/**
 * The sentence of one ticket log entry (spec 1 §3 types): who did what, and to which queue.
 * Entries written by the system (no user) read 'O sistema …'; an unknown type is still shown.
 * `t` is the tickets namespace.
 */
export function describeLogEntry(entry: TicketLogEntry, t: TFunction): string {
  const values = { user: entry.user?.name ?? t('log.system'), queue: entry.queue?.name ?? t('log.noQueue') };
  if (!isKnown(entry.type)) return t('log.types.unknown', { ...values, type: entry.type });
  return t(`log.types.${entry.type}`, values);
}
