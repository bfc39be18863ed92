import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContractCheck } from '../config';
import { createEmitter } from './emitter';

/** A bare socket.io server (no auth, no database) and one client in company 1's namespace. */
async function company1() {
  const http = createHttpServer();
  const io = new Server(http);
  // socket.io refuses a namespace the server never named.
  io.of('/1');
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const client: Socket = connect(`http://127.0.0.1:${port}/1`, { transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve) => client.once('connect', resolve));
  const received: { event: string; payload: unknown }[] = [];
  client.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  const close = async () => {
    client.close();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  };
  return { io, received, close };
}

function recorder() {
  const mismatches: { method: string; path: string; message: string }[] = [];
  const check: ContractCheck = { called: () => undefined, mismatch: (m) => mismatches.push(m) };
  return { mismatches, check };
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('Emitter: events by key, payloads checked against their schema', () => {
  it('sends an event under its wire name (the dash-less tag one too)', async () => {
    const server = await company1();
    close = server.close;
    const emitter = createEmitter(() => server.io);
    emitter.emit(1, 'all', 'ticket', { action: 'delete', ticketId: 7 });
    emitter.emit(1, 'all', 'tag', { action: 'delete', tagId: 3 });
    await emitter.flush();
    await expect.poll(() => server.received.length).toBe(2);
    expect(server.received).toEqual([
      { event: 'company-1-ticket', payload: { action: 'delete', ticketId: 7 } },
      { event: 'company1-tag', payload: { action: 'delete', tagId: 3 } },
    ]);
  });

  it('with the contract check on, reports a payload the client would drop, naming the event and the field', async () => {
    const server = await company1();
    close = server.close;
    const { mismatches, check } = recorder();
    const emitter = createEmitter(() => server.io, { contractCheck: check });
    // A status no ticket has: what a server bug would send; the types refuse it, so it is forced.
    const broken = { action: 'update', ticket: { id: 7, uuid: 'u-7', status: 'archived' } } as never;
    emitter.emit(1, 'all', 'ticket', broken);
    emitter.emit(1, 'all', 'appMessage', { action: 'delete', message: { id: 901 } });
    await emitter.flush();

    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toMatchObject({ method: 'EMIT', path: 'company-1-ticket' });
    expect(mismatches[0].message).toMatch(/^Payload of company-1-ticket \(ticket\) does not match its schema: .*ticket\.status: /);
    // Still sent, as without the check: the test sees what the client makes of it.
    await expect.poll(() => server.received.map((r) => r.event)).toEqual(['company-1-ticket', 'company-1-appMessage']);
  });

  it('without the check, nothing is parsed or reported', async () => {
    const server = await company1();
    close = server.close;
    const emitter = createEmitter(() => server.io);
    emitter.emit(1, 'all', 'auth', { nonsense: true } as never);
    await emitter.flush();
    await expect.poll(() => server.received).toEqual([{ event: 'company-1-auth', payload: { nonsense: true } }]);
  });
});
