export { createApiClient, type ApiClient, type RequestOptions } from './client';
export { ApiError, errorMessage } from './errors';
export type { Realtime, RealtimeOptions, RealtimeStatus } from './socket';
/**
 * The socket client (socket.io, about 60 KB) loads with the first sign-in, not before the login
 * form (issue 18); tests import `createRealtime` from './socket' itself.
 */
export const loadRealtime = () => import('./socket').then((m) => m.createRealtime);
export { batchPerFrame } from './batch';
export { api, setApi } from './services';
export { call, callDeferred, deferred, type CallOptions, type DeferredEntry } from './call';
