import { describe, expect, it } from 'vitest';
import { shouldNotifyChatMessage } from './chatNotification';

const base = { message: { chatId: 4, senderId: 2 }, me: 1, openChatId: null, focused: true, doNotDisturb: false };

describe('chat message notifications', () => {
  it("notify another member's message unless that chat is open in a focused window", () => {
    expect(shouldNotifyChatMessage(base)).toBe(true);
    expect(shouldNotifyChatMessage({ ...base, openChatId: 4 })).toBe(false);
    expect(shouldNotifyChatMessage({ ...base, openChatId: 4, focused: false })).toBe(true);
    expect(shouldNotifyChatMessage({ ...base, openChatId: 5 })).toBe(true);
  });

  it('never for one’s own message, nor with do not disturb on', () => {
    expect(shouldNotifyChatMessage({ ...base, message: { chatId: 4, senderId: 1 } })).toBe(false);
    expect(shouldNotifyChatMessage({ ...base, doNotDisturb: true })).toBe(false);
  });
});
