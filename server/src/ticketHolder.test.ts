// Spec 1 §4/§6: seeing a ticket is not holding it. A user who sees an open ticket another
// attendant holds (same queue, or allHistoric) may not return, resolve or transfer it; only its
// holder or an admin may. The seer is shown to see the ticket first, so the 403 is the holder
// rule's and not visibility's.
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserUpdateBody } from '@shared/api/userUpdate';
import { editUser } from './testing/editUser';
import { useInboxFixture, type InboxFixture } from './testing/inboxFixture';

const f = useInboxFixture();
type Session = InboxFixture['ana'];

const put = (token: string, id: number, body: unknown) => f.t.api('PUT', `/tickets/${id}`, { token, body });
const asAdmin = (path: string) => f.t.api('GET', path, { token: f.admin.token });

/** Everything a refused change must leave as it was. */
async function snapshot(id: number) {
  const ticket = (await asAdmin(`/tickets/${id}`)).body;
  const logs = ((await asAdmin(`/tickets-log/${id}`)).body as { type: string }[]).map((l) => l.type);
  const messages = (await asAdmin(`/messages/${id}`)).body.messages.length as number;
  const { status, userId, queueId, updatedAt, closedAt } = ticket;
  return { status, userId, queueId, updatedAt, closedAt, logs, messages };
}

interface Case {
  how: string;
  queue: string;
  holder: () => Session;
  seer: () => Session;
}

const cases: Case[] = [
  { how: 'a member of the same queue', queue: 'Suporte', holder: () => f.ana, seer: () => f.bruno },
  { how: 'a user with allHistoric', queue: 'Vendas', holder: () => f.bruno, seer: () => f.ana },
];

beforeAll(async () => {
  const { admin, bruno, ana, queueIds } = f;
  // The whole record goes back: PUT /users is not a patch (omitted queues would be emptied).
  const edit = (id: number, changes: UserUpdateBody) => editUser(f.t.api, admin.token, id, changes);
  // Bruno (Vendas) joins Suporte, where Ana works; Ana (Suporte) may see other queues' conversations.
  expect((await edit(bruno.user.id, { queueIds: [queueIds.Vendas, queueIds.Suporte] })).status).toBe(200);
  expect((await edit(ana.user.id, { allHistoric: 'enabled' })).status).toBe(200);
});

describe.each(cases)('$how sees an open ticket another attendant holds', ({ queue, holder, seer }) => {
  /** An open ticket in the queue held by the holder, which the seer can open. */
  async function heldTicket(): Promise<number> {
    const r = await f.inbound({ number: f.freshNumber(), name: 'Cliente', body: 'Oi', queueId: f.queueIds[queue] });
    expect(r.status).toBe(201);
    const id = r.body.ticketId as number;
    const accepted = await put(holder().token, id, { status: 'open', userId: holder().user.id });
    expect(accepted.body).toMatchObject({ status: 'open', userId: holder().user.id });
    const seen = await f.t.api('GET', `/tickets/${id}`, { token: seer().token });
    expect(seen.status).toBe(200);
    return id;
  }

  async function expectRefused(body: (seerId: number) => Record<string, unknown>) {
    const id = await heldTicket();
    const before = await snapshot(id);
    const r = await put(seer().token, id, body(seer().user.id));
    expect(r).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect(await snapshot(id)).toEqual(before);
  }

  it('may not return it to the queue', () => expectRefused(() => ({ status: 'pending', userId: null })));

  it('may not resolve it (nor send the farewell)', () =>
    expectRefused(() => ({ status: 'closed', sendFarewellMessage: true })));

  it('may not transfer it to themselves (nor leave the transfer note)', () =>
    expectRefused((seerId) => ({
      userId: seerId,
      queueId: f.queueIds[queue],
      isTransfered: true,
      msgTransfer: 'Deixa comigo',
    })));

  it('the holder may, which shows the refusal was about holding', async () => {
    const id = await heldTicket();
    expect((await put(holder().token, id, { status: 'pending', userId: null })).body).toMatchObject({
      status: 'pending',
      userId: null,
    });
  });
});
