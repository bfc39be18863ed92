import type { ConnectionRecord } from '@shared/api/whatsapp';
import { CONNECTION_LIMITS } from '@shared/domain/constants';

/** What the session column offers for a status (spec 2 "Connections page"). */
export type SessionOffer = 'qrcode' | 'retry' | 'connecting' | 'disconnect' | 'none';

export function sessionOffer(status: string): SessionOffer {
  switch (status) {
    case 'qrcode':
      return 'qrcode';
    case 'DISCONNECTED':
      return 'retry';
    case 'OPENING':
    case 'connecting':
      return 'connecting';
    case 'CONNECTED':
    case 'connected':
    case 'PAIRING':
    case 'TIMEOUT':
      return 'disconnect';
    default:
      return 'none';
  }
}

/** The status the page names (the deployed lower-case 'connected' reads as CONNECTED). */
export const statusKey = (status: string) => (status === 'connected' ? 'CONNECTED' : status);

/**
 * Spec 2 §4: the import status drives two buttons: 'close imported tickets' when it says
 * `renderButtonCloseTickets`, and a disabled 'preparing' while the import's timestamp is less than
 * 35 seconds old (§9).
 */
export function importOffer(
  record: Pick<ConnectionRecord, 'statusImportMessages'>,
  now: number,
): 'close' | 'preparing' | null {
  const status = record.statusImportMessages;
  if (!status) return null;
  if (status === 'renderButtonCloseTickets') return 'close';
  const started = /^\d+$/.test(status) ? Number(status) : Date.parse(status);
  return Number.isFinite(started) && now - started < CONNECTION_LIMITS.importPreparingMs ? 'preparing' : null;
}
