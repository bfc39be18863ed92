import type { SessionReply } from '@shared/api/auth';
import { sessionAddresses } from '@shared/api/routes/sessionAddresses';
import { LIMITS } from '@shared/domain/constants';
import {
  ApiError,
  callDeferred,
  createApiClient,
  deferred,
  loadRealtime,
  setApi,
  type Realtime,
  type RealtimeOptions,
} from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { keepCompanyData, withCompanyData } from './companyData';
import { clearSignOutNotice, rememberSignOutNotice } from './signOutNotice';
import { useSession } from './store';

// The session's route group with its schemas (and zod) loads to read a reply, not with the login
// page: the refresh's 401 there needs none (issue 18).
const authRoutes = () => import('@shared/api/routes/auth').then((m) => m.authRoutes);
const sessionRoutes = {
  login: deferred(sessionAddresses.login, () => authRoutes().then((r) => r.login)),
  refreshToken: deferred(sessionAddresses.refreshToken, () => authRoutes().then((r) => r.refreshToken)),
  logout: deferred(sessionAddresses.logout, () => authRoutes().then((r) => r.logout)),
};

let inflight: Promise<string | null> | null = null;
/** Bumped when a session ends: a refresh that was under way then must not bring it back. */
let epoch = 0;
let onElsewhere: (() => void) | null = null;

/** The app shell registers how to tell the user their session was taken (a toast). */
export function setLoggedElsewhereHandler(handler: () => void): void {
  onElsewhere = handler;
}

/** The user whose socket is still loading (its library loads with the first sign-in), or null. */
let realtimeLoading: number | null = null;

/**
 * The company's socket for this sign-in, in the store once its library is in (a few ms from disk
 * or the cache; until then `realtime` is null, as screens already expect before a sign-in).
 */
function startRealtime(reply: SessionReply): void {
  useSession.getState().realtime?.close();
  realtimeLoading = reply.user.id;
  loadRealtime().then(
    (createRealtime) => {
      // Signed out (clearSession), or another user signed in, while it loaded.
      if (realtimeLoading !== reply.user.id) return;
      realtimeLoading = null;
      useSession.setState({ realtime: connectRealtime(createRealtime, reply) });
    },
    (error: unknown) => {
      // The chunk could not be read (offline during an update): the session works over HTTP.
      console.warn('The realtime client did not load', error);
      if (realtimeLoading === reply.user.id) realtimeLoading = null;
      useSession.setState({ realtimeStatus: 'disconnected' });
    },
  );
}

function connectRealtime(createRealtime: (options: RealtimeOptions) => Realtime, reply: SessionReply): Realtime {
  const { backendUrl } = useSession.getState();
  const realtime = createRealtime({
    backendUrl: backendUrl!,
    companyId: reply.user.companyId,
    // The store's token may be newer than this reply's (a refresh while the library loaded).
    getToken: () => useSession.getState().token ?? reply.token,
    refresh: refreshSession,
    // The server disconnected the socket and the refresh was refused: every session of the user
    // ended (logout elsewhere, a password change), so this one ends now, not at the next request.
    onSessionOver: () => {
      if (useSession.getState().realtime === realtime) sessionExpired();
    },
  });
  realtime.onStatus((realtimeStatus) => useSession.setState({ realtimeStatus }));
  // Spec 1 §4: the same user signing in elsewhere ends this session.
  realtime.onEvent('auth', (event) => {
    if (event.user.id === useSession.getState().user?.id) void endedElsewhere();
  });
  // An admin changed this user (queues, profile, permissions): the session takes the new record
  // at once, so the menu and the ticket lists (which reload on a new viewer) follow without a reload.
  realtime.onEvent('user', (event) => {
    if (event.action !== 'update') return;
    // The user's schema came with the session's routes (the sign-in read its reply with it).
    import('@shared/api/user').then(
      ({ userSchema }) => {
        const me = useSession.getState().user;
        if (!me || event.user.id !== me.id) return;
        // The company (its settings and plan) is read on its own and kept; the rest is the event's.
        const next = userSchema.safeParse({ ...me, ...event.user, company: null });
        if (next.success) useSession.setState({ user: { ...next.data, company: me.company } });
      },
      // Offline during an update: the next sign-in or refresh brings the change.
      (error: unknown) => console.warn('A change to this user was not applied', error),
    );
  });
  realtime.connect();
  return realtime;
}

/** The backend says the session is over (refresh refused): back to the login, told why. */
function sessionExpired() {
  const wasSignedIn = useSession.getState().phase === 'authenticated';
  clearSession();
  if (wasSignedIn) useSession.setState({ expired: true });
}

function applySession(reply: SessionReply) {
  const state = useSession.getState();
  const sameUser = state.user?.id === reply.user.id && state.realtime !== null;
  if (!sameUser) startRealtime(reply);
  useSession.setState({
    phase: 'authenticated',
    loggedOut: false,
    expired: false,
    token: reply.token,
    user: reply.user,
    realtime: sameUser ? state.realtime : null,
  });
  if (sameUser) state.realtime?.setToken(reply.token);
}

function clearSession() {
  epoch += 1;
  realtimeLoading = null;
  useSession.getState().realtime?.close();
  useSession.setState({ phase: 'anonymous', token: null, user: null, realtime: null, realtimeStatus: 'connecting' });
}

/**
 * One refresh for every caller at once (single flight). Resolves the new token, or null when the
 * backend says the session is over; a network failure rejects (the user stays signed in).
 */
export function refreshSession(): Promise<string | null> {
  inflight ??= (async () => {
    const started = epoch;
    try {
      const reply = await callDeferred(sessionRoutes.refreshToken, {});
      if (started !== epoch) return null;
      // Resuming at start-up (or another user) reads settings and plan first; a refresh of this
      // session keeps them (the socket keeps the settings live).
      const previous = useSession.getState().user;
      const complete = previous?.id === reply.user.id ? keepCompanyData(reply, previous) : await withCompanyData(reply);
      if (started !== epoch) return null;
      applySession(complete);
      return reply.token;
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'http') return null;
      throw error;
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

function connectBackend(backendUrl: string) {
  const platform = getPlatform();
  setApi(
    createApiClient({
      baseUrl: backendUrl,
      fetch: platform.fetch,
      getToken: () => useSession.getState().token,
      refresh: refreshSession,
      onSessionExpired: sessionExpired,
    }),
  );
  useSession.setState({ backendUrl });
}

/** Start-up: find the backend, then resume the session from the refresh cookie if there is one. */
export async function bootstrapSession(): Promise<void> {
  const backendUrl = await getPlatform().getBackendUrl();
  if (!backendUrl) {
    useSession.setState({ phase: 'needsBackend' });
    return;
  }
  connectBackend(backendUrl);
  const token = await refreshSession().catch(() => null);
  if (!token) useSession.setState({ phase: 'anonymous' });
}

/** Chooses another backend (first run in the desktop app, or the login screen's server field). */
export async function chooseBackend(url: string): Promise<void> {
  const clean = await getPlatform().setBackendUrl(url);
  clearSession();
  connectBackend(clean);
}

export async function login(email: string, password: string): Promise<SessionReply> {
  let reply: SessionReply;
  try {
    reply = await callDeferred(sessionRoutes.login, { body: { email, password } });
  } catch (error) {
    // The backend signed in and set its refresh cookie, but the reply was refused: without this
    // the next reload would resume a session the user was told had failed.
    if (error instanceof ApiError && error.kind === 'malformed') await discardRefusedSession();
    throw error;
  }
  const complete = await withCompanyData(reply);
  clearSignOutNotice();
  applySession(complete);
  return complete;
}

async function discardRefusedSession() {
  // The cookie (kept by main in the desktop app) identifies the session; there is no token to send.
  await callDeferred(sessionRoutes.logout, { reply: 'ignore' }).catch(() => {});
  await getPlatform()
    .clearSession()
    .catch(() => {});
}

export async function logout(): Promise<void> {
  // A refresh under way would set a new refresh cookie after the logout revoked the old one.
  await inflight?.catch(() => null);
  try {
    // The bearer goes too: a backend without the cookie ends the session by the token.
    await callDeferred(sessionRoutes.logout, { anonymous: false, reply: 'ignore' });
  } catch {
    // Logging out must always work locally, even when the backend is unreachable.
  }
  await getPlatform()
    .clearSession()
    .catch(() => {});
  clearSession();
  useSession.setState({ loggedOut: true, expired: false });
}

/** Re-reads the signed-in user (after editing one's own profile). */
export async function reloadUser(): Promise<void> {
  await refreshSession();
}

async function endedElsewhere() {
  useSession.setState({ endedElsewhere: true });
  // The login page after the reload says why, with the email filled in, until the next sign-in.
  const email = useSession.getState().user?.email;
  if (email) rememberSignOutNotice({ reason: 'elsewhere', email });
  onElsewhere?.();
  // Revoke this copy's refresh cookie too, or the reload would sign it straight back in.
  await logout();
  setTimeout(() => window.location.reload(), LIMITS.loggedElsewhereReloadMs);
}
