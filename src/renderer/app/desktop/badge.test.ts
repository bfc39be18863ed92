import { afterEach, describe, expect, it, vi } from 'vitest';
import { BADGE_DEBOUNCE_MS, countBadge, createBadgeSender } from './badge';

const ANA = 3;
const input = {
  signedIn: true,
  userId: ANA,
  unreadTickets: [
    { userId: ANA, unreadMessages: 2 },
    { userId: ANA, unreadMessages: 5 },
    // Unassigned in Ana's queue: waiting, not one of her tickets.
    { userId: null, unreadMessages: 1 },
    { userId: 9, unreadMessages: 4 },
  ],
  pendingCount: 6,
  expired: false,
};

describe('countBadge', () => {
  it("keeps the counts apart: tickets waiting, and unread messages in the user's own tickets", () => {
    expect(countBadge(input)).toEqual({ waiting: 6, unread: 7, sessionExpired: false });
  });

  it('counts unread internal-chat messages as a figure of their own', () => {
    expect(countBadge({ ...input, unreadChats: 3 })).toEqual({ waiting: 6, unread: 7, sessionExpired: false, chats: 3 });
    expect(countBadge({ ...input, signedIn: false, unreadChats: 3 })).toEqual({ waiting: 0, unread: 0, sessionExpired: false });
  });

  it('waits for the pending list before counting it', () => {
    expect(countBadge({ ...input, pendingCount: null }).waiting).toBe(0);
  });

  it('signed out: nothing counted; expired only when the session ended without a logout', () => {
    expect(countBadge({ ...input, signedIn: false })).toEqual({ waiting: 0, unread: 0, sessionExpired: false });
    expect(countBadge({ ...input, signedIn: false, userId: null, expired: true })).toEqual({ waiting: 0, unread: 0, sessionExpired: true });
  });
});

describe('createBadgeSender', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the last counts of a burst once, and nothing when they did not change', async () => {
    vi.useFakeTimers();
    const update = vi.fn(async () => {});
    const sender = createBadgeSender({ update });
    sender.push({ waiting: 1, unread: 0, sessionExpired: false });
    sender.push({ waiting: 1, unread: 1, sessionExpired: false });
    sender.push({ waiting: 1, unread: 2, sessionExpired: false });
    vi.advanceTimersByTime(BADGE_DEBOUNCE_MS - 1);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledExactlyOnceWith({ waiting: 1, unread: 2, sessionExpired: false });

    sender.push({ waiting: 1, unread: 2, sessionExpired: false });
    vi.advanceTimersByTime(BADGE_DEBOUNCE_MS);
    expect(update).toHaveBeenCalledTimes(1);

    sender.push({ waiting: 0, unread: 0, sessionExpired: true });
    vi.advanceTimersByTime(BADGE_DEBOUNCE_MS);
    expect(update).toHaveBeenLastCalledWith({ waiting: 0, unread: 0, sessionExpired: true });
  });

  it('sends the first counts even when they are zero (main may still show an older page’s)', () => {
    vi.useFakeTimers();
    const update = vi.fn(async () => {});
    createBadgeSender({ update }).push({ waiting: 0, unread: 0, sessionExpired: false });
    vi.advanceTimersByTime(BADGE_DEBOUNCE_MS);
    expect(update).toHaveBeenCalledOnce();
  });

  it('after a failed update, the same counts are sent again', async () => {
    vi.useFakeTimers();
    const update = vi.fn().mockRejectedValueOnce(new Error('bridge gone')).mockResolvedValue(undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sender = createBadgeSender({ update });
    sender.push({ waiting: 2, unread: 0, sessionExpired: false });
    vi.advanceTimersByTime(BADGE_DEBOUNCE_MS);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    sender.push({ waiting: 2, unread: 0, sessionExpired: false });
    vi.advanceTimersByTime(BADGE_DEBOUNCE_MS);
    expect(update).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
