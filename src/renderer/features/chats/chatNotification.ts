import type { ChatMessage } from '@shared/api/chat';

export interface ChatNotificationInput {
  message: Pick<ChatMessage, 'chatId' | 'senderId'>;
  me: number;
  /** The chat on screen, if any. */
  openChatId: number | null;
  focused: boolean;
  doNotDisturb: boolean;
}

/**
 * Whether a new chat message deserves a native notification (issue 15): not one's own, not while
 * do not disturb is on (it still counts: dot, popover, tray), and not for the chat the user is
 * looking at in a focused window.
 */
export function shouldNotifyChatMessage({
  message,
  me,
  openChatId,
  focused,
  doNotDisturb,
}: ChatNotificationInput): boolean {
  if (message.senderId === me || doNotDisturb) return false;
  return !(focused && openChatId === message.chatId);
}
