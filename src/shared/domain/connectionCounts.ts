/** One row of the all-connections table (spec 3 "All connections"). */
export interface ConnectionCounts {
  connected: number;
  disconnected: number;
  total: number;
}

/** A connection counts as connected only when its status is exactly CONNECTED (as deployed clients count). */
export const isConnected = (status: string) => status === 'CONNECTED';

const tally = (statuses: readonly string[]): ConnectionCounts => {
  const connected = statuses.filter(isConnected).length;
  return { connected, disconnected: statuses.length - connected, total: statuses.length };
};

/**
 * The counts per company (every listed company, one with no connection at 0) and the grand total
 * over every connection, a connection of a company not in the list included (it still exists).
 */
export function connectionCounts(
  companyIds: readonly number[],
  connections: readonly { companyId: number; status: string }[],
): { byCompany: Map<number, ConnectionCounts>; total: ConnectionCounts } {
  const statuses = new Map<number, string[]>(companyIds.map((id) => [id, []]));
  for (const c of connections) statuses.get(c.companyId)?.push(c.status);
  return {
    byCompany: new Map([...statuses].map(([id, s]) => [id, tally(s)])),
    total: tally(connections.map((c) => c.status)),
  };
}
