import { useLocalScope } from '@renderer/session';
import { getPlatform } from '@renderer/platform';
import { patchUnread } from './store';

/** The slider's steps (spec 1 §5: 0 to 1, step 0.1). */
export const VOLUME_STEP = 0.1;

/** The scope of the volume: this backend, company and user; null when signed out. */
export const useVolumeScope = useLocalScope;

export async function loadVolume(scope: string): Promise<void> {
  patchUnread({ volume: await getPlatform().getScoped(scope, 'volume') });
}

/** Sets and keeps the volume, rounded to the slider's step. */
export function setVolume(scope: string, volume: number): void {
  const clean = Math.round(Math.min(1, Math.max(0, volume)) / VOLUME_STEP) * VOLUME_STEP;
  const rounded = Number(clean.toFixed(1));
  patchUnread({ volume: rounded });
  void getPlatform().setScoped(scope, 'volume', rounded);
}
