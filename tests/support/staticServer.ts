import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** Text files worth compressing, as a production web server would (the fonts and images already are). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);

/**
 * Serves a built renderer (out/web) on 127.0.0.1 with the single-page fallback: any path without
 * a file answers index.html, so deep links such as /tickets/<uuid> load the app.
 * `compress`: text files go out with br or gzip as the browser accepts (compressed once, kept in
 * memory), so the benches weigh what a deployed web server would send.
 * `headers`: sent with every file (a test serves the app under the desktop app's CSP).
 */
export async function serveStatic(
  root: string,
  port = 0,
  { compress = false, headers: extra = {} }: { compress?: boolean; headers?: Record<string, string> } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const base = resolve(root);
  if (!existsSync(join(base, 'index.html'))) throw new Error(`${base}/index.html is missing: build the renderer first`);
  const compressed = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]));
    let file = join(base, path);
    if (!file.startsWith(base) || !existsSync(file) || statSync(file).isDirectory()) file = join(base, 'index.html');
    // Hashed build files never change under their name, so a browser keeps them as a deployed web
    // server lets it (the next navigation of the same page reuses them and their compiled code);
    // index.html and the rest are asked again each time. A bench's fresh browser context starts cold.
    const immutable = file.startsWith(join(base, 'assets') + sep);
    const headers = {
      ...extra,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding =
      !compress || !COMPRESSIBLE.has(extname(file))
        ? null
        : /\bbr\b/.test(accepted)
          ? 'br'
          : /\bgzip\b/.test(accepted)
            ? 'gzip'
            : null;
    if (!encoding) {
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
      return;
    }
    const key = `${encoding}:${file}`;
    let body = compressed.get(key);
    if (!body) {
      const raw = readFileSync(file);
      body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw, { level: 9 });
      compressed.set(key, body);
    }
    res.writeHead(200, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
    });
    res.end(body);
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
