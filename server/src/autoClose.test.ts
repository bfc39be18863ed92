// Spec 1 §9: tickets auto-close after 72 hours without activity by default, configurable per
// company (hoursCloseTicketsAuto); the close is logged and announced like any other.
import { describe, expect, it } from 'vitest';
import { autoCloseHours } from './services/autoClose/autoCloser';
import { eventually } from './testing/harness';
import { useInboxFixture } from './testing/inboxFixture';

const HOUR = 3600_000;
const f = useInboxFixture();

/** Tokens last 15 minutes of the server's clock: sign in again after moving it. */
const adminToken = async () => (await f.t.login('admin@demo.local')).token;
const ticketOf = async (id: number) => (await f.t.api('GET', `/tickets/${id}`, { token: await adminToken() })).body;

describe('auto-close of idle tickets', () => {
  it('closes open and waiting tickets idle for 72 hours, logged with no user and announced; activity restarts the count', async () => {
    const { events } = await f.openSocket(1, f.admin.token);
    const waiting = (
      await f.inbound({ number: f.freshNumber(), name: 'Esquecido', body: 'oi', queueId: f.queueIds.Suporte })
    ).body;
    const busyNumber = f.freshNumber();
    const busy = (await f.inbound({ number: busyNumber, name: 'Conversando', body: 'oi', queueId: f.queueIds.Suporte }))
      .body;
    expect(
      (
        await f.t.api('PUT', `/tickets/${busy.ticketId}`, {
          token: f.ana.token,
          body: { status: 'open', userId: f.ana.user.id },
        })
      ).status,
    ).toBe(200);

    f.t.clock.advance(71 * HOUR);
    await f.t.server.ctx.autoCloser.tick();
    expect((await ticketOf(waiting.ticketId)).status).toBe('pending');
    await f.inbound({ number: busyNumber, body: 'ainda aqui' });

    f.t.clock.advance(2 * HOUR);
    expect(await f.t.server.ctx.autoCloser.tick()).toBeGreaterThanOrEqual(1);
    expect((await ticketOf(waiting.ticketId)).status).toBe('closed');
    expect((await ticketOf(busy.ticketId)).status).toBe('open');

    const log = (await f.t.api('GET', `/tickets-log/${waiting.ticketId}`, { token: await adminToken() })).body as {
      type: string;
      user?: unknown;
    }[];
    expect(log.at(-1)).toMatchObject({ type: 'closed' });
    expect(log.at(-1)?.user ?? null).toBeNull();
    await eventually(() =>
      events.find(
        (e) =>
          e.event === 'company-1-ticket' &&
          e.payload.action === 'update' &&
          e.payload.ticket.id === waiting.ticketId &&
          e.payload.ticket.status === 'closed',
      ),
    );
  });

  it('follows the company setting: 0 (or the deployed "9999999999") closes nothing', async () => {
    const admin = await adminToken();
    expect(
      (await f.t.api('PUT', '/companySettings', { token: admin, body: { column: 'hoursCloseTicketsAuto', data: '0' } }))
        .status,
    ).toBe(200);
    const kept = (
      await f.inbound({ number: f.freshNumber(), name: 'Sem prazo', body: 'oi', queueId: f.queueIds.Suporte })
    ).body;
    f.t.clock.advance(500 * HOUR);
    await f.t.server.ctx.autoCloser.tick();
    expect((await ticketOf(kept.ticketId)).status).toBe('pending');

    expect(
      (
        await f.t.api('PUT', '/companySettings', {
          token: await adminToken(),
          body: { column: 'hoursCloseTicketsAuto', data: '9999999999' },
        })
      ).status,
    ).toBe(200);
    f.t.clock.advance(500 * HOUR);
    await f.t.server.ctx.autoCloser.tick();
    expect((await ticketOf(kept.ticketId)).status).toBe('pending');

    expect(
      (
        await f.t.api('PUT', '/companySettings', {
          token: await adminToken(),
          body: { column: 'hoursCloseTicketsAuto', data: '1' },
        })
      ).status,
    ).toBe(200);
    f.t.clock.advance(2 * HOUR);
    await f.t.server.ctx.autoCloser.tick();
    expect((await ticketOf(kept.ticketId)).status).toBe('closed');
  });

  it('reads the setting as hours, anything unusable as never', () => {
    expect(autoCloseHours('72')).toBe(72);
    expect(autoCloseHours('1.5')).toBe(1.5);
    for (const never of ['0', '', '-3', 'abc', null, undefined]) expect(autoCloseHours(never)).toBeNull();
  });
});
