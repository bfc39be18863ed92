import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../tests/support/staticServer';

/**
 * The built renderer served from a process of its own, as a deployed web server is: in the
 * bench's process, the reference server's replies queued behind the page's 190 file requests
 * (the refresh took 381 ms instead of 31 ms while the signed-in chunks loaded beside it).
 */
export function serveWebApart(root: string, options: { compress?: boolean } = {}): Promise<{ url: string; close(): Promise<void> }> {
  // The child runs this same file under tsx (its loader is in execArgv).
  const child = fork(fileURLToPath(import.meta.url), [root, options.compress ? 'compress' : ''], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the web server exited (${code})`)));
    child.once('message', (url) =>
      resolve({
        url: String(url),
        close: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill();
          }),
      }),
    );
  });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root, compress] = process.argv.slice(2);
  const web = await serveStatic(root, 0, { compress: compress === 'compress' });
  process.send(web.url);
}
