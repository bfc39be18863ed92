import { allRoutes } from '@shared/api/routes';
import type { ContractRecordLine } from './contractRecord';

/**
 * Routes the reference server has that are no part of the contract: the sandbox channel's
 * inbound hook (a stand-in for WhatsApp, which tests and the demo drive), the tests' tenant
 * factory (only with the `testFactory` option), fastify's HEAD twins of GET routes and the CORS
 * preflight.
 */
export const OUTSIDE_CONTRACT = [
  'POST /sandbox/inbound',
  'POST /sandbox/whatsapp/:whatsappId/scan',
  'POST /sandbox/pix/:txid/pay',
  'POST /testing/tenants',
  'OPTIONS *',
];

const key = (method: string, path: string) => `${method} ${path}`;

/** `METHOD path` of every entry of the contract. */
export const contractKeys = () => allRoutes().map(({ entry }) => key(entry.method, entry.path));

/** Both ways: entries without a handler, and server routes without an entry (HEAD twins and OUTSIDE_CONTRACT aside). */
export function registrationGaps(serverRoutes: readonly { method: string; url: string }[]) {
  const served = new Set(serverRoutes.map((r) => key(r.method, r.url)));
  const entries = new Set(contractKeys());
  const unregistered = [...entries].filter((k) => !served.has(k));
  const withoutEntry = [...served].filter((k) => {
    if (entries.has(k) || OUTSIDE_CONTRACT.includes(k)) return false;
    const [method, url] = k.split(' ');
    return !(method === 'HEAD' && served.has(key('GET', url)));
  });
  return { unregistered, withoutEntry };
}

/** Entries no recorded call reached, and the replies and socket payloads their schema refused. */
export function coverageGaps(records: readonly ContractRecordLine[]) {
  const called = new Set(records.filter((r) => r.kind === 'call').map((r) => key(r.method, r.path)));
  return {
    uncalled: contractKeys().filter((k) => !called.has(k)),
    mismatches: [...new Set(records.flatMap((r) => (r.kind === 'mismatch' ? [r.message] : [])))],
    called: called.size,
  };
}
