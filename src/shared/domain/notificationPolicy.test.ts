import { describe, expect, it } from 'vitest';
import {
  decideNotification,
  summarizeBurst,
  ticketNotifiesViewer,
  type NotificationDecision,
  type NotificationInput,
  type QuietReason,
} from './notificationPolicy';
import type { Viewer } from './visibility';

const SUPORTE = 1;
const VENDAS = 2;
const ANA = 3;
const BRUNO = 4;

const viewer = (over: Partial<Viewer> = {}): Viewer => ({ id: ANA, profile: 'user', queueIds: [SUPORTE], ...over });
const texts = { title: (name: string) => `Mensagem de ${name}`, media: (type: string) => `[${type}]` };

type Ticket = NotificationInput['ticket'];
const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  uuid: 'uuid-1',
  status: 'pending',
  userId: null,
  queueId: SUPORTE,
  isGroup: false,
  contact: { id: 9, name: 'Cliente', number: '5565999990001' } as Ticket['contact'],
  ...over,
});

const input = (over: Partial<NotificationInput> = {}): NotificationInput => ({
  message: { fromMe: false, isPrivate: false, body: 'Olá', mediaType: 'chat' },
  ticket: ticket(),
  viewer: viewer(),
  openTicketUuid: null,
  focused: true,
  settings: { showNotificationPending: true },
  volume: 0.7,
  texts,
  ...over,
});

const mine = { status: 'open' as const, userId: ANA };
const pendingOff = { settings: { showNotificationPending: false } };

/** The notification policy table: each row one situation, what the user gets, and why not. */
const TABLE: { case: string; input: NotificationInput; notify: boolean; sound: boolean; quiet: QuietReason | null }[] = [
  { case: 'contact message, my open ticket', input: input({ ticket: ticket(mine) }), notify: true, sound: true, quiet: null },
  { case: 'contact message, unassigned pending in my queue', input: input(), notify: true, sound: true, quiet: null },
  { case: 'my own message (fromMe)', input: input({ message: { fromMe: true, isPrivate: false, body: 'oi', mediaType: 'chat' }, ticket: ticket(mine) }), notify: false, sound: false, quiet: 'fromMe' },
  { case: 'a private note', input: input({ message: { fromMe: false, isPrivate: true, body: 'nota', mediaType: 'chat' }, ticket: ticket(mine) }), notify: false, sound: false, quiet: 'private' },
  { case: "another user's ticket in my queue", input: input({ ticket: ticket({ status: 'open', userId: BRUNO }) }), notify: false, sound: false, quiet: 'otherUser' },
  { case: 'unassigned ticket of another queue', input: input({ ticket: ticket({ queueId: VENDAS }) }), notify: false, sound: false, quiet: 'otherQueue' },
  { case: 'my ticket in a queue I am not in (transferred to me)', input: input({ ticket: ticket({ ...mine, queueId: VENDAS }) }), notify: true, sound: true, quiet: null },
  { case: 'unassigned, no queue, without allTicket', input: input({ ticket: ticket({ queueId: null }) }), notify: false, sound: false, quiet: 'noQueue' },
  { case: 'unassigned, no queue, with allTicket', input: input({ ticket: ticket({ queueId: null }), viewer: viewer({ allTicket: 'enabled' }) }), notify: true, sound: true, quiet: null },
  { case: 'group ticket without allowGroup', input: input({ ticket: ticket({ status: 'group', isGroup: true, userId: ANA }) }), notify: false, sound: false, quiet: 'group' },
  { case: 'group ticket with allowGroup', input: input({ ticket: ticket({ status: 'group', isGroup: true, userId: ANA }), viewer: viewer({ allowGroup: true }) }), notify: true, sound: true, quiet: null },
  { case: 'pending group ticket (isGroup) without allowGroup', input: input({ ticket: ticket({ isGroup: true }) }), notify: false, sound: false, quiet: 'group' },
  { case: 'pending ticket with showNotificationPending disabled', input: input({ ...pendingOff }), notify: false, sound: false, quiet: 'pendingHidden' },
  { case: 'my open ticket with showNotificationPending disabled', input: input({ ...pendingOff, ticket: ticket(mine) }), notify: true, sound: true, quiet: null },
  { case: 'closed ticket', input: input({ ticket: ticket({ status: 'closed', userId: ANA }) }), notify: false, sound: false, quiet: 'notLive' },
  { case: 'ticket in the nps (rating) status', input: input({ ticket: ticket({ status: 'nps', userId: ANA }) }), notify: false, sound: false, quiet: 'notLive' },
  { case: 'the ticket open in a focused window', input: input({ ticket: ticket(mine), openTicketUuid: 'uuid-1', focused: true }), notify: false, sound: false, quiet: 'openAndFocused' },
  { case: 'the ticket open but the window unfocused', input: input({ ticket: ticket(mine), openTicketUuid: 'uuid-1', focused: false }), notify: true, sound: true, quiet: null },
  { case: 'another ticket open in a focused window', input: input({ ticket: ticket(mine), openTicketUuid: 'uuid-2', focused: true }), notify: true, sound: true, quiet: null },
  { case: 'volume 0: shown without sound', input: input({ ticket: ticket(mine), volume: 0 }), notify: true, sound: false, quiet: null },
  { case: 'admin: unassigned pending of a queue not theirs', input: input({ viewer: viewer({ profile: 'admin' }), ticket: ticket({ queueId: VENDAS }) }), notify: false, sound: false, quiet: 'otherQueue' },
];

describe('decideNotification: the policy table', () => {
  it.each(TABLE)('$case → notify $notify, sound $sound', ({ input, notify, sound, quiet }) => {
    const decision = decideNotification(input);
    expect({ notify: decision.notify, sound: decision.sound, quiet: decision.quiet }).toEqual({ notify, sound, quiet });
  });

  it('over the table the policy gives every reason to stay quiet, and notifies', () => {
    // Every QuietReason listed (the compiler checks none is missing): each must still be reachable.
    const everyReason = { fromMe: 1, private: 1, notLive: 1, group: 1, pendingHidden: 1, otherUser: 1, otherQueue: 1, noQueue: 1, openAndFocused: 1 } satisfies Record<QuietReason, 1>;
    const given = new Set(TABLE.map((row) => decideNotification(row.input).quiet));
    expect(given).toEqual(new Set([null, ...Object.keys(everyReason)]));
  });
});

describe('decideNotification: what it shows', () => {
  it('titles with the contact name, the message as body, the ticket to open, the volume chosen', () => {
    expect(decideNotification(input({ ticket: ticket(mine) }))).toEqual({
      notify: true,
      sound: true,
      volume: 0.7,
      title: 'Mensagem de Cliente',
      body: 'Olá',
      ticketUuid: 'uuid-1',
      contactName: 'Cliente',
      quiet: null,
    });
  });

  it("prefers the event's contact name, then the ticket's, then the number", () => {
    expect(decideNotification(input({ contactName: 'Dona Maria' })).title).toBe('Mensagem de Dona Maria');
    const nameless = ticket({ contact: { id: 1, name: '', number: '5565912345678' } as Ticket['contact'] });
    expect(decideNotification(input({ ticket: nameless })).title).toBe('Mensagem de 5565912345678');
  });

  it('cuts a long contact name as the lists do (60 characters)', () => {
    expect(decideNotification(input({ contactName: 'N'.repeat(250) })).title).toBe(`Mensagem de ${'N'.repeat(60)}...`);
  });

  it('names the media of a message without text, and cuts a long text', () => {
    const media = decideNotification(input({ message: { fromMe: false, isPrivate: false, body: '  ', mediaType: 'image' } }));
    expect(media.body).toBe('[image]');
    const long = decideNotification(input({ message: { fromMe: false, isPrivate: false, body: 'x'.repeat(500), mediaType: 'chat' } }));
    expect(long.body).toBe(`${'x'.repeat(120)}...`);
  });

  it.each([
    { volume: 1.7, played: 1 },
    { volume: -0.2, played: 0 },
    { volume: Number.NaN, played: 0 },
    { volume: 0.1, played: 0.1 },
  ])('volume $volume plays at $played', ({ volume, played }) => {
    const decision = decideNotification(input({ volume }));
    expect(decision.volume).toBe(played);
    expect(decision.sound).toBe(played > 0);
  });
});

describe('ticketNotifiesViewer: the unread list and the title count use the same rule', () => {
  it.each(TABLE.filter((row) => !['fromMe', 'private', 'openAndFocused'].includes(row.quiet ?? '')))('$case', (row) => {
    expect(ticketNotifiesViewer(row.input.ticket, row.input.viewer, row.input.settings)).toBe(row.notify);
  });
});

describe('summarizeBurst', () => {
  const summaryTexts = {
    summaryTitle: (n: number) => `${n} novas mensagens`,
    summaryBody: (names: readonly string[]) => `De ${names.join(', ')}`,
  };
  const shown = (name: string, uuid: string): NotificationDecision =>
    decideNotification(input({ contactName: name, ticket: ticket({ ...mine, uuid }) }));

  it('counts the messages, names each contact once (most recent first) and opens the latest ticket', () => {
    const burst = [shown('Ana', 'a'), shown('Bia', 'b'), shown('Ana', 'a'), shown('Caio', 'c')];
    expect(summarizeBurst(burst, summaryTexts)).toEqual({ title: '4 novas mensagens', body: 'De Caio, Ana, Bia', ticketUuid: 'c' });
  });

  it('cuts a long list of names', () => {
    const many = Array.from({ length: 20 }, (_, i) => shown(`Contato número ${i} ${'x'.repeat(40)}`, `u${i}`));
    expect(summarizeBurst(many, summaryTexts)!.body.length).toBeLessThanOrEqual(123);
  });

  it('leaves out decisions that do not notify, and gives nothing for none', () => {
    const quiet = decideNotification(input({ ticket: ticket({ ...mine, uuid: 'q' }), openTicketUuid: 'q' }));
    expect(summarizeBurst([shown('Ana', 'a'), quiet], summaryTexts)).toEqual({ title: '1 novas mensagens', body: 'De Ana', ticketUuid: 'a' });
    expect(summarizeBurst([quiet], summaryTexts)).toBeNull();
  });
});
