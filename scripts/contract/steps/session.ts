import { sessionReplySchema } from '@shared/api/auth';
import { ApiError, api } from '@renderer/api';
import { login, logout, refreshSession } from '@renderer/session/service';
import { useSession } from '@renderer/session/store';
import { missing, type Kit } from '../kit';
import { fail } from '../recorder';
import { within } from '../within';

/** The session as the login screen starts it: the reply parsed, settings and plan read, the socket opened. */
export async function signIn(kit: Kit): Promise<void> {
  await kit.rec.check(
    'login',
    'POST /auth/login: the reply parses with the shared schemas and sets the refresh cookie',
    async () => {
      const reply = await login(kit.options.email, kit.options.password);
      kit.user = reply.user;
      if (!kit.main.refreshCookie())
        fail('signed in, but the reply set no jrt cookie: the session can be neither refreshed nor resumed');
      const { id, profile, companyId, queues } = reply.user;
      return `user ${id} (${profile}) of company ${companyId}, ${queues.length} queue(s)`;
    },
  );
}

export async function socketConnects(kit: Kit): Promise<void> {
  const check = 'the company socket connects (namespace /<companyId>, the token in the handshake query)';
  const why = missing(kit, 'user');
  if (why) return kit.rec.skip('realtime', check, why);
  await kit.rec.check('realtime', check, async () => {
    const connected = () => useSession.getState().realtimeStatus === 'connected';
    await within<void>(kit.options.waitMs, 'the socket did not connect', (done) => {
      if (connected()) done();
      return useSession.subscribe(() => connected() && done());
    });
    kit.socketUp = true;
    return 'connected';
  });
}

export async function refresh(kit: Kit): Promise<void> {
  const check = 'POST /auth/refresh_token with the jrt cookie, as the client refreshes: the reply parses';
  const why = missing(kit, 'user');
  if (why) return kit.rec.skip('refresh', check, why);
  await kit.rec.check('refresh', check, async () => {
    const before = kit.main.refreshCookie();
    if (!before) fail('no refresh cookie to present');
    const token = await refreshSession();
    if (!token)
      fail(
        `the backend refused the refresh cookie (HTTP ${kit.main.last('POST', '/auth/refresh_token')?.status ?? '?'})`,
      );
    return kit.main.refreshCookie() === before
      ? 'a new token; the refresh cookie kept'
      : 'a new token and a new refresh cookie';
  });
}

/** Logout as the user menu does it, then the ended session's refresh cookie presented again. */
export async function signOut(kit: Kit): Promise<void> {
  const check = 'DELETE /auth/logout through the session: answered, the session and its refresh cookie gone';
  const revoked = "the ended session's refresh cookie is refused (POST /auth/refresh_token)";
  const why = missing(kit, 'user');
  if (why) {
    kit.rec.skip('logout', check, why);
    return kit.rec.skip('refresh after logout', revoked, why);
  }
  const cookie = kit.main.refreshCookie();
  await kit.rec.check('logout', check, async () => {
    await logout();
    const reply = kit.main.last('DELETE', '/auth/logout');
    if (!reply) fail('no DELETE /auth/logout reached the backend');
    if (reply.status >= 300) fail(`DELETE /auth/logout answered HTTP ${reply.status}`);
    if (useSession.getState().phase !== 'anonymous') fail('the client still holds a session');
    if (kit.main.refreshCookie()) fail('main still holds a refresh cookie');
    return `HTTP ${reply.status}`;
  });
  if (!cookie) return kit.rec.skip('refresh after logout', revoked, 'no refresh cookie was held before logout');
  await kit.rec.check('refresh after logout', revoked, async () => {
    kit.main.keepRefreshCookie(cookie);
    try {
      await api().post('auth/refresh_token', { schema: sessionReplySchema, anonymous: true });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'http') return `refused: HTTP ${error.status}`;
      throw error;
    } finally {
      await kit.platform.clearSession();
    }
    return {
      warn:
        'the backend still accepts it: its logout only clears the cookie (stock Whaticket 4.8 does so), so a copy of ' +
        'the cookie resumes the session until it expires. Balcão forgets its own copy at logout.',
    };
  });
}
