import type { ApiClient } from './client';

/**
 * The live API client. Set by the session (src/renderer/session) once the backend is known; features read it at
 * call time (so stores outside React can call the backend), tests set a fake.
 */
let client: ApiClient | null = null;

export function api(): ApiClient {
  if (!client) throw new Error('The API client is used before a backend was chosen.');
  return client;
}

export function setApi(next: ApiClient | null): void {
  client = next;
}
