import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeLog } from '../testing/fakes';
import { createAppProtocolHandler, registerAppScheme, resolveAppFile } from './appProtocol';

let base: string;
let root: string;
let handler: (request: Request) => Promise<Response>;
const CSP = "default-src 'self'; object-src 'none'";

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'balcao-protocol-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Balcão</title>');
  writeFileSync(join(root, 'assets', 'app-1.js'), 'console.log(1)');
  writeFileSync(join(base, 'secret.txt'), 'TOP SECRET');
  writeFileSync(join(base, 'renderer-evil.txt'), 'SIBLING');
  handler = createAppProtocolHandler({ rootDir: root, csp: () => CSP, log: fakeLog() });
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const get = (url: string) => handler(new Request(url));

describe('registerAppScheme', () => {
  it('registers app:// as standard, secure and fetchable', () => {
    const registerSchemesAsPrivileged = vi.fn();
    registerAppScheme({ registerSchemesAsPrivileged });
    expect(registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true, supportFetchAPI: true }) },
    ]);
  });
});

describe('the app:// handler', () => {
  it('serves the built renderer with its type and the CSP header', async () => {
    const reply = await get('app://balcao/assets/app-1.js');
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('console.log(1)');
    expect(reply.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(reply.headers.get('content-security-policy')).toBe(CSP);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves index.html at the root and for client-side routes', async () => {
    for (const url of ['app://balcao/', 'app://balcao/tickets', 'app://balcao/tickets/12', 'app://balcao/assets']) {
      const reply = await get(url);
      expect(reply.status, url).toBe(200);
      expect(await reply.text()).toContain('<title>Balcão</title>');
      expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
      expect(reply.headers.get('content-security-policy')).toBe(CSP);
    }
  });

  it('answers 404 for a missing file with an extension', async () => {
    const reply = await get('app://balcao/assets/missing.js');
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-security-policy')).toBe(CSP);
  });

  it('refuses path traversal, however it is encoded', async () => {
    const tricks = [
      'app://balcao/..%2fsecret.txt',
      'app://balcao/..%2f..%2f..%2fetc%2fpasswd',
      'app://balcao/assets/..%2f..%2fsecret.txt',
      'app://balcao/%2e%2e%2fsecret.txt',
      'app://balcao/..%5csecret.txt',
      'app://balcao/..%5c..%5csecret.txt',
      'app://balcao/index.html%00.js',
      'app://balcao/%E0%A4%A',
    ];
    for (const url of tricks) {
      const reply = await get(url);
      expect(reply.status, url).toBe(403);
      expect(await reply.text()).not.toMatch(/SECRET|SIBLING/);
    }
  });

  it('keeps already-normalised dot segments inside the root', async () => {
    // Chromium and Node normalise literal ../ before the handler sees it: this is just /secret.txt.
    // The URL parser treats %2e%2e as .. too, so this one is /renderer-evil.txt inside the root.
    for (const url of ['app://balcao/../../secret.txt', 'app://balcao/%2e%2e/renderer-evil.txt']) {
      const reply = await get(url);
      expect(reply.status, url).toBe(404);
      expect(await reply.text()).not.toMatch(/SECRET|SIBLING/);
    }
  });

  it('refuses other hosts and methods', async () => {
    expect((await get('app://evil/index.html')).status).toBe(403);
    expect((await handler(new Request('app://balcao/', { method: 'POST', body: 'x' }))).status).toBe(405);
  });
});

describe('resolveAppFile', () => {
  it('never resolves outside the root', () => {
    expect(resolveAppFile(root, 'app://balcao/..%2f..%2fsecret.txt')).toMatchObject({ kind: 'refused' });
    expect(resolveAppFile(root, 'app://balcao/assets/app-1.js')).toEqual({
      kind: 'file',
      path: join(root, 'assets', 'app-1.js'),
    });
  });
});
