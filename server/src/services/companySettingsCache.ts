import type { DbOrTx } from '../db/types';
import { loadCompanySettings } from './companyView';

/**
 * A company's settings row, read once and kept until PUT /companySettings changes it (as the
 * number-masking flag is): message views ask for lgpdDeleteMessage on every reply and event.
 */
export interface SettingsCache {
  get(companyId: number): Promise<Record<string, string>>;
  invalidate(companyId: number): void;
}

export function createSettingsCache(db: DbOrTx): SettingsCache {
  const known = new Map<number, Promise<Record<string, string>>>();
  return {
    get(companyId) {
      let answer = known.get(companyId);
      if (!answer) {
        answer = loadCompanySettings(db, companyId);
        known.set(companyId, answer);
        answer.catch(() => known.delete(companyId));
      }
      return answer;
    },
    invalidate(companyId) {
      known.delete(companyId);
    },
  };
}

/**
 * Spec 1 §6: with enableLGPD and lgpdDeleteMessage on, a deleted message's content is hidden.
 * The reference server hides it from everyone (admins too) when it leaves the server, in replies
 * and events alike (services/messageView.ts); the stored row keeps it, so turning the setting
 * off shows it again.
 */
export async function hidesDeletedContent(cache: SettingsCache, companyId: number): Promise<boolean> {
  const s = await cache.get(companyId);
  return s.enableLGPD === 'enabled' && s.lgpdDeleteMessage === 'enabled';
}
