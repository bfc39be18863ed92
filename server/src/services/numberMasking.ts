import { maskNumber, shouldMaskNumbers } from '@shared/domain/lgpd';
import type { DbOrTx } from '../db/types';
import { loadCompanySettings } from './companyView';

/**
 * LGPD number masking (spec 1 §6): with enableLGPD and lgpdHideNumber on, a profile-user viewer
 * sees contact numbers masked (maskNumber of src/shared/domain/lgpd.ts); groups never; admins
 * see them whole.
 *
 * Rather than masking field by field in each route (and forgetting the next route), the reply or
 * event is walked once and every CONTACT in it is masked: an object with a string `number` and a
 * boolean `isGroup` (ticket.contact, message.contact, contact events, contact lists…). Tickets
 * carry `isGroup` but no `number`; connections carry `number` but no `isGroup`, so neither is
 * touched. A contact whose name is its number (unknown senders) gets its name masked as well.
 */
export async function companyMasksNumbers(db: DbOrTx, companyId: number): Promise<boolean> {
  return shouldMaskNumbers(await loadCompanySettings(db, companyId), 'user');
}

/** Per-company answer of companyMasksNumbers, kept until the company's settings change. */
export interface MaskingFlags {
  masks(companyId: number): Promise<boolean>;
  /** PUT /companySettings calls it: the next reply or event reads the setting again. */
  invalidate(companyId: number): void;
}

/**
 * Every reply to a user and every event carrying a contact asks whether the company masks; the
 * answer only changes through PUT /companySettings (routes/settings.ts invalidates it), so it is
 * read once per company instead of once per reply and per event.
 */
export function createMaskingFlags(db: DbOrTx): MaskingFlags {
  const known = new Map<number, Promise<boolean>>();
  return {
    masks(companyId) {
      let answer = known.get(companyId);
      if (!answer) {
        answer = companyMasksNumbers(db, companyId);
        known.set(companyId, answer);
        // A failed read is not remembered.
        answer.catch(() => known.delete(companyId));
      }
      return answer;
    },
    invalidate(companyId) {
      known.delete(companyId);
    },
  };
}

type Json = unknown;

function isContactLike(v: Record<string, unknown>): v is { number: string; isGroup: boolean; name?: unknown } {
  return typeof v.number === 'string' && typeof v.isGroup === 'boolean';
}

/** Whether a payload holds at least one contact number that masking would change. */
export function hasContactNumbers(value: Json): boolean {
  if (Array.isArray(value)) return value.some(hasContactNumbers);
  if (value === null || typeof value !== 'object') return false;
  const obj = value as Record<string, unknown>;
  if (isContactLike(obj) && !obj.isGroup && obj.number !== '') return true;
  return Object.values(obj).some(hasContactNumbers);
}

/** A copy of `value` with every contact's number masked (the input is left untouched). */
export function maskContactNumbers<T>(value: T): T {
  return walk(value) as T;
}

function walk(value: Json): Json {
  if (Array.isArray(value)) return value.map(walk);
  if (value === null || typeof value !== 'object') return value;
  // Dates and other class instances are serialised as they are.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = walk(v);
  if (isContactLike(obj) && !obj.isGroup) {
    out.number = maskNumber(obj.number);
    if (obj.name === obj.number) out.name = out.number;
  }
  return out;
}
