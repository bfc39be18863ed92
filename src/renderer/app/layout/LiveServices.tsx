import { useEffect } from 'react';
import { startOutbox } from '@renderer/features/messages';
import { useNotificationsRuntime } from '@renderer/features/notifications';
import {
  setUnreadInTitle,
  useCompanyPlanRealtime,
  useCompanySettingsRealtime,
  useUserStatusSignal,
} from '@renderer/session';
import { useTicketsLive } from '@renderer/features/tickets';
import { useChatsLive } from '@renderer/features/chats';
import { usePaymentCompletion } from '@renderer/features/billing';

/**
 * What works on every signed-in screen, not only the one it belongs to: notifications, the ticket
 * store (the badge's counts), the internal chats, the company's settings and plan, the payment's
 * confirmation and the outbox. A component of its own that renders nothing, so the state these
 * hooks hold (counts, the open ticket, the unread list) re-renders only it: in the layout itself,
 * each message of a burst re-rendered the top bar, the side menu and the keyboard shell
 * (bench/conversation.ts, issue 18).
 */
export function LiveServices(): null {
  useCompanySettingsRealtime();
  useCompanyPlanRealtime();
  useUserStatusSignal();
  useNotificationsRuntime(setUnreadInTitle);
  useTicketsLive();
  // The user's internal chats: the menu's dot and the top bar's popover on every screen.
  useChatsLive();
  // The subscription's Pix paid: the toast, the new due date and the move to / from any screen.
  usePaymentCompletion();
  // Messages left unsent by the last run go out at sign-in, whatever screen opens first.
  useEffect(() => startOutbox(), []);
  return null;
}
