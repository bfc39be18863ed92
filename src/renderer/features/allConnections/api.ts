import { routes } from '@shared/api/routes';
import { call } from '@renderer/api';

/**
 * The overview's two reads, as deployed clients make them (spec 3 §7 "All connections"): every
 * company (GET /companies/list) and every company's connections (GET /whatsapp/all?session=0),
 * both plain arrays; the counts are made here.
 */
export async function fetchOverview(signal: AbortSignal) {
  const [companies, connections] = await Promise.all([
    call(routes.companies.list, { signal }),
    call(routes.connections.all, { query: { session: 0 }, signal }),
  ]);
  return { companies, connections };
}

// Deployed backends answer these with `{message}`: nothing reads it.
export function disconnectSession(whatsappId: number) {
  return call(routes.connections.endSession, { params: { whatsappId }, reply: 'ignore' });
}

export function removeConnection(whatsappId: number) {
  return call(routes.connections.remove, { params: { whatsappId }, reply: 'ignore' });
}
