// Issue 8: the reference server answers POST /messages/:ticketId as a deployed Whaticket 4.8.12
// does: the `appMessage` `create` reaches the sender's socket BEFORE the HTTP reply, whose body
// is empty (CONTRACT.md "Errors"). Clients must cope with both, so the e2e suite meets them here.
import { beforeAll, describe, expect, it } from 'vitest';
import { useInboxFixture, type InboxFixture } from './testing/inboxFixture';

const f = useInboxFixture();
let t: InboxFixture['t'];
let ana: InboxFixture['ana'];
beforeAll(() => {
  ({ t, ana } = f);
});

async function ticketOfAna() {
  const r = await f.inbound({
    number: f.freshNumber(),
    name: 'Cliente Ordem',
    body: 'Oi',
    queueId: f.queueIds.Suporte,
  });
  const put = await t.api('PUT', `/tickets/${r.body.ticketId}`, {
    token: ana.token,
    body: { status: 'open', userId: ana.user.id },
  });
  expect(put.status).toBe(200);
  return r.body.ticketId as number;
}

describe('POST /messages/:ticketId', () => {
  it('emits the create before it answers, and answers 200 with an empty body (notes, texts, cards, files)', async () => {
    const ticketId = await ticketOfAna();
    const { events } = await f.openSocket(1, ana.token);
    const created = (body: (b: string) => boolean) =>
      events.some(
        (e) => e.event === 'company-1-appMessage' && e.payload.action === 'create' && body(e.payload.message.body),
      );

    const sends: [string, () => ReturnType<typeof t.api>, (b: string) => boolean][] = [
      ...['nota 1', 'nota 2', 'nota 3'].map(
        (text): [string, () => ReturnType<typeof t.api>, (b: string) => boolean] => [
          text,
          () => t.api('POST', `/messages/${ticketId}`, { token: ana.token, body: { body: text, isPrivate: 'true' } }),
          (b) => b === text,
        ],
      ),
      [
        'texto',
        () => t.api('POST', `/messages/${ticketId}`, { token: ana.token, body: { body: 'texto ao cliente' } }),
        (b) => b === 'texto ao cliente',
      ],
      [
        'cartão',
        () =>
          t.api('POST', `/messages/${ticketId}`, {
            token: ana.token,
            body: { body: null, vCard: { name: 'Maria Ordem', number: '5565988880000' } },
          }),
        (b) => b.includes('FN:Maria Ordem'),
      ],
      [
        'arquivo',
        () => {
          const form = new FormData();
          form.append('medias', new File(['%PDF-1.4'], 'ordem.pdf', { type: 'application/pdf' }));
          form.append('isPrivate', 'true');
          return t.api('POST', `/messages/${ticketId}`, { token: ana.token, form });
        },
        (b) => b === 'ordem.pdf',
      ],
    ];
    for (const [what, send, body] of sends) {
      const reply = await send();
      expect(reply.status, what).toBe(200);
      expect(reply.text, what).toBe('');
      // Already there when the reply is read: the event left first.
      expect(created(body), what).toBe(true);
    }
  });
});
