import { createServer } from '../../server/src/createServer';

/** One reference server for the run (PGlite is heavy: STACK.md), on a free port, in memory. */
export default async function globalSetup() {
  const server = await createServer({ port: 0, dataDir: 'memory://' });
  process.env.BALCAO_TEST_BACKEND_URL = server.url;
  return () => server.close();
}
