import { resolve } from 'node:path';
import { createServer } from '../../server/src/createServer';
import { freshPostgres } from '../../server/src/testing/freshPostgres';
import { serveStatic } from '../support/staticServer';

/**
 * One reference server for the whole run (PGlite holds hundreds of MB: STACK.md) on a free
 * port, in memory, plus the built renderer served over HTTP. Its test-only tenant factory is on:
 * each test makes a company of its own there (fixtures.ts `tenant`), so tests run side by side.
 * With E2E_DATABASE_URL (`npm run test:pg`), the server runs on a fresh database of that
 * PostgreSQL instead, dropped at the end.
 */
export default async function globalSetup() {
  const pgDb = await freshPostgres(process.env.E2E_DATABASE_URL);
  const server = await createServer({
    port: 0,
    dataDir: 'memory://',
    sandboxAckDelayMs: 400,
    // Pairing (connections.spec.ts): a QR code that visibly changes every 2.5 s, and a session
    // patient enough that a loaded run still scans it before it gives up.
    pairingOpeningMs: 300,
    pairingQrMs: 2500,
    pairingMaxQrCodes: 40,
    testFactory: true,
    ...(pgDb ? { databaseUrl: pgDb.url } : {}),
  });
  const web = await serveStatic(resolve(import.meta.dirname, '../..', process.env.WEB_OUT_DIR ?? 'out/web'));
  process.env.E2E_BACKEND_URL = server.url;
  process.env.E2E_WEB_URL = web.url;
  return async () => {
    await web.close();
    await server.close();
    await pgDb?.drop();
  };
}
