// `npm run start:web`: the reference server plus the renderer in browser mode (Vite, with HMR).
import { nodeTooOld } from './electronBinary';

const tooOld = nodeTooOld(process.versions.node);
if (tooOld) {
  console.error(tooOld);
  process.exit(1);
}
// Loaded after the check, so an old Node gets the sentence above rather than a stack trace.
const { createServer: createVite } = await import('vite');
const { startServerFromEnv } = await import('./serverFromEnv');

const server = await startServerFromEnv();
process.env.VITE_BACKEND_URL = server.url;
const vite = await createVite({
  configFile: 'vite.web.config.ts',
  server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173) },
  logLevel: 'warn',
});
await vite.listen();
// The inbox, where a sign-in lands (`/` is the dashboard, which attendants may not see).
const url = new URL('/tickets', vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/').href;
console.log(`Balcão (browser mode): open ${url}`);
console.log(
  `Reference server: ${server.url} — demo accounts ana@demo.local, bruno@demo.local, admin@demo.local, super@demo.local (password demo1234)`,
);

const stop = async () => {
  await vite.close();
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
