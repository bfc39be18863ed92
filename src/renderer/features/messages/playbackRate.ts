import { useEffect } from 'react';
import { create } from 'zustand';
import { localScope, type ScopedValue } from '@shared/local/schema';
import { useSession } from '@renderer/session';
import { getPlatform } from '@renderer/platform';

export type PlaybackRate = ScopedValue<'playbackRate'>;

/** The rates the button cycles through (spec 1 §4). */
export const PLAYBACK_RATES: readonly PlaybackRate[] = [0.5, 1, 1.5, 2];

export function nextPlaybackRate(rate: PlaybackRate): PlaybackRate {
  return PLAYBACK_RATES[(PLAYBACK_RATES.indexOf(rate) + 1) % PLAYBACK_RATES.length];
}

/** One rate for every player of the app, kept on the machine (scoped key playbackRate). */
const useRate = create<{ rate: PlaybackRate; scope: string | null }>(() => ({ rate: 1, scope: null }));

function currentScope(): string | null {
  const { backendUrl, user } = useSession.getState();
  return backendUrl && user ? localScope(new URL(backendUrl).origin, user.companyId, user.id) : null;
}

/** The audio players' rate, and the button's action: the next rate, kept locally. */
export function usePlaybackRate(): [PlaybackRate, () => void] {
  const rate = useRate((s) => s.rate);
  const userId = useSession((s) => s.user?.id);

  useEffect(() => {
    const scope = currentScope();
    if (!scope || useRate.getState().scope === scope) return;
    useRate.setState({ scope });
    void getPlatform()
      .getScoped(scope, 'playbackRate')
      .then((saved) => useRate.getState().scope === scope && useRate.setState({ rate: saved }))
      .catch(() => undefined);
  }, [userId]);

  const cycle = () => {
    const next = nextPlaybackRate(useRate.getState().rate);
    useRate.setState({ rate: next });
    const scope = currentScope();
    if (scope) void getPlatform().setScoped(scope, 'playbackRate', next).catch(() => undefined);
  };
  return [rate, cycle];
}
