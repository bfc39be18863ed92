import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './testing/harness';

/**
 * Hostile input never answers 500 (issue 10): for every route the server registers (collected by
 * an onRoute hook, so a new route is covered by construction), out-of-range / non-numeric / NUL
 * path ids, bodies with NUL text, out-of-range ids and dates, malformed JSON-list query params,
 * multipart without a boundary — with an admin token and without one. Each must be a 4xx `{error}`.
 */

const INT4_OVER = 2147483648;
const BAD_PARAMS = ['2147483648', '99999999999999999999', 'abc', '1.5', '-1', '0', '%00', 'a%00b', '1e400'];
const BODY_KEYS = [
  'id', 'ticketId', 'contactId', 'queueId', 'userId', 'whatsappId', 'tagId', 'messageId', 'scheduleId',
  'body', 'name', 'email', 'password', 'number', 'note', 'message', 'shortcode', 'status', 'color',
  'sendAt', 'date', 'companyId', 'greetingMessage', 'profile', 'kanban', 'value', 'key', 'searchParam',
  'clientId', 'statusTicket', 'openTicket', 'intervalo', 'valorIntervalo', 'enviarQuantasVezes', 'tipoDias',
];
const BAD_VALUES: unknown[] = [
  INT4_OVER, 1.5, -1, 1e300, 'a\u0000b', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z',
  '9999999999999', ['a\u0000b'], [INT4_OVER], { id: INT4_OVER },
];
const PER_KEY_VALUES: unknown[] = [INT4_OVER, 'a\u0000b', '+275760-09-13T00:00:00.000Z'];
const NESTED_BODIES: unknown[] = [
  { quotedMsg: { id: 1.5 } },
  { quotedMsg: { id: INT4_OVER } },
  { queueIds: [INT4_OVER] },
  { queueIds: [1.5] },
  { tags: [{ id: INT4_OVER }] },
  { tags: [INT4_OVER] },
  { extraInfo: [{ name: 'a\u0000b', value: 'x' }] },
  { extraInfo: [{ name: 'x', value: 'a\u0000b' }] },
  { vCard: { name: 'a\u0000b', number: '5565999990000' } },
  { email: 'a\u0000b', password: 'x' },
  { location: { latitude: 1, longitude: 1, name: 'a\u0000b' } },
  { reaction: { emoji: 'x', messageId: INT4_OVER } },
  { media: { mimetype: 'text/plain', filename: 'a\u0000b', data: 'aGk=' } },
];
const QUERY_KEYS = [
  'queueIds', 'tags', 'users', 'whatsapps', 'statusFilter', 'contactTag', 'selectedQueues', 'pageNumber',
  'date', 'updatedAt', 'searchParam', 'contactId', 'userId', 'status', 'kanban', 'column', 'dateFrom', 'dateTo',
];
const QUERY_VALUES = ['notjson', '[2147483648]', '[1.5]', '2147483648', 'a%00b', '+275760-09-13'];

interface Probe {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

function fill(url: string, value: (name: string) => string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => value(name));
}

function probesFor(method: string, url: string): Probe[] {
  const probes: Probe[] = [];
  // A well-formed id that names nothing, so probes never change seeded rows.
  const base = fill(url, () => '999999');
  const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  for (const p of params) {
    for (const bad of BAD_PARAMS) probes.push({ method, path: fill(url, (n) => (n === p ? bad : '999999')) });
  }
  if (method === 'GET' || method === 'DELETE') {
    for (const key of QUERY_KEYS) for (const v of QUERY_VALUES) probes.push({ method, path: `${base}?${key}=${v}` });
  }
  if (method !== 'GET') {
    const json = (b: unknown): Probe => ({ method, path: base, body: JSON.stringify(b), contentType: 'application/json' });
    // Every key at once per bad value, then each key alone with the values most likely to reach SQL.
    for (const v of BAD_VALUES) probes.push(json(Object.fromEntries(BODY_KEYS.map((k) => [k, v]))));
    for (const key of BODY_KEYS) for (const v of PER_KEY_VALUES) probes.push(json({ [key]: v }));
    for (const b of NESTED_BODIES) probes.push(json(b));
    probes.push({ method, path: base, body: '{"body":"a\u0000b"}', contentType: 'application/json' });
    probes.push({ method, path: base, body: 'x', contentType: 'multipart/form-data' });
    probes.push({ method, path: base, body: '--x\r\n', contentType: 'multipart/form-data; boundary=y' });
    probes.push({
      method,
      path: base,
      body: '--b\r\nContent-Disposition: form-data; name="body"\r\n\r\na\u0000b\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
    });
    probes.push({
      method,
      path: base,
      body: '--b\r\nContent-Disposition: form-data; name="quotedMsg"\r\n\r\n{"id":2147483648}\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
    });
  }
  return probes;
}

let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.server.close();
});

describe('bad input corpus', () => {
  it('answers 4xx {error}, never 500, on every route with and without a token', { timeout: 600_000 }, async () => {
    const routes = t.server.routes.filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.startsWith('/socket.io'),
    );
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let size = 0;
    for (const route of routes) {
      const probes = probesFor(route.method, route.url);
      for (const withToken of [true, false]) {
        // A fresh login per route: a probe may end a session (logout) without failing anything.
        const token = withToken ? (await t.login('admin@demo.local')).token : null;
        const queue = [...probes];
        const worker = async () => {
          for (let p = queue.shift(); p; p = queue.shift()) {
            size++;
            const headers: Record<string, string> = {};
            if (token) headers.authorization = `Bearer ${token}`;
            if (p.contentType) headers['content-type'] = p.contentType;
            let res: Response;
            let text: string;
            try {
              res = await fetch(`${t.server.url}${p.path}`, {
                method: p.method,
                headers,
                body: p.body,
                signal: AbortSignal.timeout(5000),
              });
              text = await res.text();
            } catch (err) {
              failures.push(`no answer ${p.method} ${p.path} ${p.contentType ?? ''} ${p.body?.slice(0, 80) ?? ''}: ${String(err)}`);
              continue;
            }
            let ok = res.status < 500;
            if (ok && res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
              try {
                ok = typeof (JSON.parse(text) as { error?: unknown }).error === 'string';
              } catch {
                ok = false;
              }
            }
            if (!ok) {
              failures.push(
                `${res.status} ${p.method} ${p.path} ${token ? 'admin' : 'anon'} ${p.body?.slice(0, 120) ?? ''} → ${text.slice(0, 160)}`,
              );
            }
          }
        };
        await Promise.all(Array.from({ length: 8 }, worker));
      }
    }
    console.log(`bad input corpus: ${size} requests over ${routes.length} routes, ${failures.length} failures`);
    if (failures.length > 0) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
  });
});

/** Sends the headers of a huge body and one small chunk; resolves with the status and bytes sent. */
function hugeUpload(
  url: string,
  headers: Record<string, string>,
  total: number,
): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = request(`${url}/sandbox/inbound`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(total) },
    });
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, sent });
      req.destroy();
    });
    req.on('error', (err) => (sent > 0 ? undefined : reject(err)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    req.write(chunk, () => void (sent += chunk.length));
    // Never more than the first chunk: an answer can only come from a server that did not wait for the body.
    setTimeout(() => reject(new Error('no answer before the body was sent')), 5000).unref();
  });
}

describe('POST /sandbox/inbound', () => {
  it('refuses a huge body without a token (401) or with a wrong one (403) before reading it', async () => {
    // Within the route's bodyLimit (a base64 file of the largest size), so only the token check can stop it early.
    const total = t.server.ctx.options.mediaMaxBytes;
    const anon = await hugeUpload(t.server.url, {}, total);
    expect(anon.status).toBe(401);
    expect(anon.sent).toBeLessThanOrEqual(64 * 1024);
    const wrong = await hugeUpload(t.server.url, { authorization: 'Bearer not-a-connection-token-000000' }, total);
    expect(wrong.status).toBe(403);
    expect(wrong.sent).toBeLessThanOrEqual(64 * 1024);
  });
});
