import { LIMITS } from '@shared/domain/constants';
import type { Message } from '@shared/api/message';
import { messageKind } from '../parse/messageKind';

/** Whether the edit window is still open: own text messages, within 15 minutes (spec 1 §4). */
export function canEdit(message: Message, now = Date.now()): 'yes' | 'expired' | 'no' {
  if (!message.fromMe || message.isDeleted || messageKind(message) !== 'text') return 'no';
  return now - Date.parse(message.createdAt) < LIMITS.messageEditWindowMs ? 'yes' : 'expired';
}

/** Delete: the user's side of the conversation (the family deletes only messages sent from here). */
export function canDelete(message: Message): boolean {
  return message.fromMe && !message.isDeleted;
}

/** What can be forwarded or answered: anything still there but reactions and call logs. */
export function canForward(message: Message): boolean {
  const kind = messageKind(message);
  return !message.isDeleted && kind !== 'reaction' && kind !== 'call' && !message.isPrivate;
}

export function canReply(message: Message): boolean {
  const kind = messageKind(message);
  return !message.isDeleted && kind !== 'reaction' && kind !== 'call';
}
