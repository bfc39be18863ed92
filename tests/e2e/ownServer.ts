import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type RunningServer } from '../../server/src/createServer';
import type { ServerOptions } from '../../server/src/config';

/**
 * A reference server of a test's own (the shared one lives in global-setup's process, out of
 * reach): its data in a temporary folder, so it can be stopped and started again on the same port
 * with the same data, as a restarted deployment would be; and its clock the real one plus an
 * offset the test moves forward (never back: a token issued in the clock's future is refused).
 */
export async function startOwnServer(extra: ServerOptions = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'balcao-e2e-faults-'));
  let offsetMs = 0;
  const options: ServerOptions = {
    host: '127.0.0.1',
    dataDir,
    now: () => new Date(Date.now() + offsetMs),
    sandboxAckDelayMs: 400,
    autoCloseIntervalMs: 0,
    ...extra,
  };
  let server: RunningServer | null = await createServer({ ...options, port: 0 });
  const port = server.port;
  const url = server.url;
  const running = () => {
    if (!server) throw new Error('the own server is stopped');
    return server;
  };
  return {
    url,
    get server() {
      return running();
    },
    /** Moves the server's clock forward. */
    advance(ms: number) {
      offsetMs += ms;
    },
    async stop() {
      const s = running();
      server = null;
      await s.close();
    },
    /** Starts again on the same port and data folder. */
    async start() {
      if (server) throw new Error('the own server is already running');
      server = await createServer({ ...options, port });
    },
    async dispose() {
      await server?.close();
      server = null;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;
