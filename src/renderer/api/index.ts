export { createApiClient, type ApiClient, type RequestOptions } from './client';
export { ApiError, errorMessage } from './errors';
export { createRealtime, type Realtime, type RealtimeStatus } from './socket';
export { batchPerFrame } from './batch';
export { api, setApi } from './services';
export { call, type CallOptions } from './call';
