// `npm run server`: the reference backend with the demo data, until SIGINT/SIGTERM.
import { createServer } from './src/createServer';
import { DEMO_PASSWORD } from './src/seed/seedDemo';

const server = await createServer({
  host: process.env.HOST || '127.0.0.1',
  port: process.env.PORT ? Number(process.env.PORT) : 8080,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || '.data/',
  logger: process.env.LOG === '1',
  trustProxy: process.env.TRUST_PROXY || undefined,
});

console.log(
  `Balcão reference server on ${server.url} — demo accounts: super@demo.local, admin@demo.local, ana@demo.local, bruno@demo.local, admin@outra.local (password ${DEMO_PASSWORD})`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
