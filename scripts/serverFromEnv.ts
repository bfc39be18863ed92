import { createServer } from '../server/src/createServer';

/** The reference server as `npm run server`, `npm start` and `npm run start:web` configure it (env). */
export function startServerFromEnv() {
  return createServer({
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 8080),
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? '.data/',
    trustProxy: process.env.TRUST_PROXY || undefined,
  });
}
