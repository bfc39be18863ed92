import { create } from 'zustand';
import type { User } from '@shared/api/user';
import type { Realtime, RealtimeStatus } from '@renderer/api';

export type SessionPhase = 'booting' | 'needsBackend' | 'anonymous' | 'authenticated';

export interface SessionState {
  phase: SessionPhase;
  backendUrl: string | null;
  token: string | null;
  user: User | null;
  realtime: Realtime | null;
  realtimeStatus: RealtimeStatus;
  /** Set when the same account signed in elsewhere; the app shows why it is leaving. */
  endedElsewhere: boolean;
  /** The user logged out here: the next sign-in starts at the inbox, not at the last page. */
  loggedOut: boolean;
  /**
   * The session ended without the user logging out (the refresh token expired or was revoked):
   * the tray shows it (issue 5) until the user signs in again.
   */
  expired: boolean;
}

export const useSession = create<SessionState>(() => ({
  phase: 'booting',
  backendUrl: null,
  token: null,
  user: null,
  realtime: null,
  realtimeStatus: 'connecting',
  endedElsewhere: false,
  loggedOut: false,
  expired: false,
}));

/** The signed-in user; only for components under the private routes. */
export function useUser(): User {
  const user = useSession((s) => s.user);
  if (!user) throw new Error('useUser outside an authenticated route');
  return user;
}
