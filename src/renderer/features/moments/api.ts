import { routes } from '@shared/api/routes';
import { call } from '@renderer/api';

/** GET /usersMoments: the company's open and waiting tickets (a plain array), grouped into cards here. */
export function fetchMoments(signal?: AbortSignal) {
  return call(routes.moments.byUser, { signal });
}
