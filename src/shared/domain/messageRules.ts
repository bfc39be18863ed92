import { LIMITS } from './constants';

/** mediaType values of plain text messages (the reference server writes 'chat'; WhatsApp backends the others). */
export const TEXT_MEDIA_TYPES = ['chat', 'conversation', 'extendedTextMessage'] as const;

export function isTextMessage(mediaType: string | null | undefined): boolean {
  return !mediaType || (TEXT_MEDIA_TYPES as readonly string[]).includes(mediaType);
}

/** Why a message may not be edited (error codes of the reference server), or null when it may. */
export type EditRefusal = 'ERR_NO_PERMISSION' | 'ERR_MESSAGE_NOT_EDITABLE' | 'ERR_EDIT_WINDOW_EXPIRED';

/**
 * Spec 1 §4: only one's own messages, within 15 minutes (LIMITS.messageEditWindowMs) of sending.
 * Own means sent by this user (`userId`); a backend that does not send `userId` leaves only
 * `fromMe` to go by. Only text can be edited, and not once deleted.
 */
export function editRefusal(
  message: {
    fromMe: boolean;
    userId?: number | null;
    mediaType?: string | null;
    isDeleted?: boolean;
    createdAt: string | Date;
  },
  userId: number,
  now: Date,
): EditRefusal | null {
  if (!message.fromMe || (message.userId != null && message.userId !== userId)) return 'ERR_NO_PERMISSION';
  if (message.isDeleted || !isTextMessage(message.mediaType)) return 'ERR_MESSAGE_NOT_EDITABLE';
  const sentAt = new Date(message.createdAt).getTime();
  if (now.getTime() - sentAt > LIMITS.messageEditWindowMs) return 'ERR_EDIT_WINDOW_EXPIRED';
  return null;
}

/**
 * The signature Whaticket clients put before a message when the signature toggle is on:
 * `*User Name:*` and a line break. The client signs what it sends; the server signs what it
 * composes itself (forwards with signMessage, schedules with assinar).
 */
export function signBody(userName: string, body: string): string {
  return `*${userName}:*\n${body}`;
}
