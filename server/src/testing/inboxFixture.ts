import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect } from 'vitest';
import { connectOutcome, recordEvents, startTestServer } from './harness';

type Started = Awaited<ReturnType<typeof startTestServer>>;
type Session = Awaited<ReturnType<Started['login']>>;

export interface InboxFixture {
  t: Started;
  ana: Session;
  bruno: Session;
  admin: Session;
  outra: Session;
  sandboxToken: string;
  otherSandboxToken: string;
  queueIds: Record<string, number>;
  inbound(body: Record<string, unknown>, token?: string): ReturnType<Started['api']>;
  freshNumber(): string;
  openSocket(companyId: number, token: string): Promise<{ socket: Socket; events: ReturnType<typeof recordEvents> }>;
}

/** One server per test file with the demo users signed in and the sandbox tokens at hand. */
export function useInboxFixture(options: Parameters<typeof startTestServer>[0] = {}): InboxFixture {
  const f = {} as InboxFixture;
  const sockets: { close(): void }[] = [];
  let numberSeq = 0;
  beforeAll(async () => {
    const t = await startTestServer(options);
    const [ana, bruno, admin, outra] = await Promise.all(
      ['ana@demo.local', 'bruno@demo.local', 'admin@demo.local', 'admin@outra.local'].map((e) => t.login(e)),
    );
    const sandboxToken = (await t.api('GET', '/whatsapp', { token: admin.token })).body[0].token;
    const queues = (await t.api('GET', '/queue', { token: admin.token })).body as { name: string; id: number }[];
    Object.assign(f, {
      t,
      ana,
      bruno,
      admin,
      outra,
      sandboxToken,
      otherSandboxToken: (await t.api('GET', '/whatsapp', { token: outra.token })).body[0].token,
      queueIds: Object.fromEntries(queues.map((q) => [q.name, q.id])),
      inbound: (body: Record<string, unknown>, token = sandboxToken) =>
        t.api('POST', '/sandbox/inbound', { token, body }),
      freshNumber: () => `556599${String(7_000_000 + (numberSeq += 1)).padStart(7, '0')}`,
      openSocket: async (companyId: number, token: string) => {
        const socket = t.socketOf(companyId, token);
        sockets.push(socket);
        const events = recordEvents(socket);
        expect(await connectOutcome(socket)).toBe('connected');
        return { socket, events };
      },
    });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await f.t?.server.close();
  });
  return f;
}
