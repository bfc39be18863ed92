import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { Protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from '../appOrigin';
import type { Log } from '../log';

/**
 * Registers app:// before the app is ready (Electron requires it then). Standard: real origin and
 * relative URLs; secure: treated like https (secure context for getUserMedia); supportFetchAPI:
 * the renderer may fetch its own assets; stream: audio files play from it.
 */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
  ]);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

type Resolved = { kind: 'file'; path: string } | { kind: 'refused'; reason: string };

/** The file under rootDir a request names, or a refusal: other hosts, bad encoding, traversal. */
export function resolveAppFile(rootDir: string, requestUrl: string): Resolved {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { kind: 'refused', reason: 'invalid URL' };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return { kind: 'refused', reason: 'another host' };
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'refused', reason: 'bad percent-encoding' };
  }
  // Decoding can reveal what the URL parser had no chance to normalise (%2e%2e%2f, %5c, %00).
  if (path.includes('\0') || path.split(/[\\/]/).includes('..')) return { kind: 'refused', reason: 'path traversal' };
  const root = resolve(rootDir);
  const file = resolve(root, `.${sep}${path.replace(/^[\\/]+/, '')}`);
  const inside = relative(root, file);
  if (inside.startsWith('..') || isAbsolute(inside)) return { kind: 'refused', reason: 'path traversal' };
  return { kind: 'file', path: inside === '' ? resolve(root, 'index.html') : file };
}

export interface AppProtocolOptions {
  /** The built renderer (out/renderer). */
  rootDir: string;
  /** The CSP for this moment (it names the configured backend). */
  csp(): string;
  log: Log;
}

const isMissing = (error: unknown): boolean =>
  ['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException | null)?.code ?? '');

/**
 * The app:// handler for protocol.handle: serves the built renderer, every reply carrying the CSP.
 * An unknown path without an extension is a client-side route (a reload on /tickets/12), so it
 * gets index.html; a missing file with an extension is a real 404.
 */
export function createAppProtocolHandler({
  rootDir,
  csp,
  log,
}: AppProtocolOptions): (request: Request) => Promise<Response> {
  const root = resolve(rootDir);
  return async (request) => {
    const headers = { 'Content-Security-Policy': csp(), 'X-Content-Type-Options': 'nosniff' };
    const reply = (status: number, text: string): Response =>
      new Response(text, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply(405, 'Method Not Allowed');
    const resolved = resolveAppFile(root, request.url);
    if (resolved.kind === 'refused') {
      log.warn(`app:// refused ${request.url.slice(0, 200)}: ${resolved.reason}`);
      return reply(403, 'Forbidden');
    }
    const serve = async (path: string): Promise<Response> => {
      const bytes = await readFile(path);
      const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), {
        status: 200,
        headers: { ...headers, 'Content-Type': type },
      });
    };
    try {
      return await serve(resolved.path);
    } catch (error) {
      if (!isMissing(error)) throw error;
      if (extname(resolved.path) !== '') return reply(404, 'Not Found');
      return serve(resolve(root, 'index.html')).catch(() => reply(404, 'Not Found'));
    }
  };
}
