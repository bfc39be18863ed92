import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as listen } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** A port free right now on 127.0.0.1. */
async function freePort(): Promise<number> {
  const probe = listen();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The reference server as it is deployed (`server/cli.ts`, `npm run server`) in a process of its
 * own, its data in a temporary folder: a test can kill it (SIGKILL: no goodbye to any socket, no
 * flush) and start it again on the same port with the same data.
 */
export async function serverProcess() {
  const dataDir = await mkdtemp(join(tmpdir(), 'balcao-e2e-killed-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    if (child) throw new Error('the server process is already running');
    const started = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts'], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`server process not up after 90 s:\n${output}`)), 90_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('reference server on')) {
          clearTimeout(timer);
          ready();
        }
      };
      started.stdout!.on('data', onData);
      started.stderr!.on('data', onData);
      started.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`server process exited (${code}):\n${output}`));
      });
    });
  }

  async function kill() {
    const running = child;
    if (!running) return;
    child = null;
    if (running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url,
    start,
    /** SIGKILL, and waits until the process is gone. */
    kill,
    async dispose() {
      await kill();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
