// Issue 10: an anonymous caller cannot make the server read a body (the bearer is checked on
// request, before it), and each route takes a body of its own size: 16 KB where no session is
// needed, 1 MB of JSON elsewhere. Replies keep the contract's `{error}` shape.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, PUBLIC_BODY_LIMIT } from './http/bodyLimits';
import { useInboxFixture } from './testing/inboxFixture';

const f = useInboxFixture();

/**
 * Announces a body of `declared` bytes, sends only the first KB and waits for the reply: a server
 * that reads the body before answering never replies (the test then fails on its timeout).
 */
function replyBeforeBody(path: string, declared: number, headers: Record<string, string> = {}) {
  const url = new URL(path, f.t.server.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(declared), ...headers },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.write(`{"body":"${'x'.repeat(1024)}`);
  });
}

describe('authenticated routes check the bearer before reading the body', () => {
  it('answers an anonymous 5 MB post with 401 while the body is still being sent', async () => {
    const r = await replyBeforeBody('/messages/1', 5 * 1024 * 1024);
    expect(r.status).toBe(401);
    expect(JSON.parse(r.body)).toEqual({ error: 'ERR_SESSION_EXPIRED' });
  });

  it('answers a post with a forged token with 403 before its body', async () => {
    const r = await replyBeforeBody('/tickets', 5 * 1024 * 1024, { authorization: 'Bearer not-a-token' });
    expect(r.status).toBe(403);
  });
});

describe('body limits per route', () => {
  it('refuses a sign-in body over 16 KB with 413 and the error shape', async () => {
    const r = await f.t.api('POST', '/auth/login', {
      body: { email: 'admin@demo.local', password: 'x'.repeat(PUBLIC_BODY_LIMIT) },
    });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ error: expect.any(String) });
  });

  it('still signs in with an ordinary body', async () => {
    const r = await f.t.api('POST', '/auth/login', { body: { email: 'admin@demo.local', password: 'demo1234' } });
    expect(r.status).toBe(200);
  });

  it('takes a message at its 4,096-character cap, and refuses a JSON body over 1 MB unparsed (413, not the schema 400)', async () => {
    const r = await f.inbound({ number: f.freshNumber(), body: 'Oi', queueId: f.queueIds.Suporte });
    const accepted = await f.t.api('PUT', `/tickets/${r.body.ticketId}`, {
      token: f.ana.token,
      body: { status: 'open', userId: f.ana.user.id },
    });
    expect(accepted.status).toBe(200);
    const long = 'ç'.repeat(4096);
    const sent = await f.t.api('POST', `/messages/${r.body.ticketId}`, { token: f.ana.token, body: { body: long } });
    expect(sent.status).toBe(200);
    const big = await f.t.api('POST', `/messages/${r.body.ticketId}`, {
      token: f.ana.token,
      body: { body: 'x'.repeat(DEFAULT_BODY_LIMIT) },
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: expect.any(String) });
  });
});
