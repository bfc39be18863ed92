import { describe, expect, it } from 'vitest';
import { brokenByChange } from '@shared/domain/companySettingRules';
import { messageOf, messageProblem, switchBlockedBy } from './optionsForm';

describe('options form: spec 2 §5, a message is required while its option sends it', () => {
  const transfer = messageOf('sendMsgTransfTicket')!;
  const call = messageOf('acceptCallWhatsapp')!;

  it('pairs each option with its message', () => {
    expect(transfer.message).toBe('transferMessage');
    expect(messageOf('sendGreetingAccepted')?.message).toBe('greetingAcceptedMessage');
    expect(messageOf('sendQueuePosition')?.message).toBe('sendQueuePositionMessage');
    expect(call).toMatchObject({ message: 'AcceptCallWhatsappMessage', when: 'disabled' });
    expect(messageOf('userRating')).toBeUndefined();
  });

  it('a message may be empty while its option is off, not while it is on (blank counts as empty)', () => {
    expect(messageProblem(transfer, '', { sendMsgTransfTicket: 'disabled' })).toBeNull();
    expect(messageProblem(transfer, '  ', { sendMsgTransfTicket: 'enabled' })).toBe('options.messageRequired');
    expect(messageProblem(transfer, 'Transferido', { sendMsgTransfTicket: 'enabled' })).toBeNull();
    // Calls: the message is needed when calls are refused.
    expect(messageProblem(call, '', { acceptCallWhatsapp: 'disabled' })).toBe('options.messageRequired');
    expect(messageProblem(call, '', { acceptCallWhatsapp: 'enabled' })).toBeNull();
  });

  it('switching an option on waits for its message, from the draft being typed too', () => {
    const settings = { sendMsgTransfTicket: 'disabled', transferMessage: '' };
    expect(switchBlockedBy('sendMsgTransfTicket', 'enabled', settings, {})).toBe(transfer);
    expect(switchBlockedBy('sendMsgTransfTicket', 'enabled', settings, { transferMessage: 'Oi' })).toBeNull();
    expect(switchBlockedBy('sendMsgTransfTicket', 'disabled', settings, {})).toBeNull();
    expect(switchBlockedBy('acceptCallWhatsapp', 'disabled', { acceptCallWhatsapp: 'enabled' }, {})).toBe(call);
    expect(switchBlockedBy('userRating', 'enabled', {}, {})).toBeNull();
  });

  it("the server's rule only checks what a change touches", () => {
    const broken = { acceptCallWhatsapp: 'disabled', AcceptCallWhatsappMessage: '' };
    expect(brokenByChange(broken, 'userRandom', 'enabled')).toBeNull();
    expect(brokenByChange(broken, 'AcceptCallWhatsappMessage', ' ')).toBe(call);
    expect(brokenByChange({ sendMsgTransfTicket: 'enabled', transferMessage: 'x' }, 'transferMessage', '')).toBe(transfer);
  });
});
