import type { Message } from '@shared/api/message';
import { editRefusal } from '@shared/domain/messageRules';
import { messageKind } from '../parse/messageKind';

/** Who is acting: the signed-in user's id and profile. */
export interface Actor {
  id: number;
  profile: 'admin' | 'user';
}

/**
 * Whether the edit window is still open (spec 1 §4, the shared rule the reference server
 * applies): the user's own text messages, within 15 minutes of sending. 'expired' is offered
 * disabled; 'no' is not offered at all.
 */
export function canEdit(message: Message, actor: Actor | null, now = Date.now()): 'yes' | 'expired' | 'no' {
  if (!actor || messageKind(message) !== 'text') return 'no';
  const refusal = editRefusal(message, actor.id, new Date(now));
  if (refusal === null) return 'yes';
  return refusal === 'ERR_EDIT_WINDOW_EXPIRED' ? 'expired' : 'no';
}

/**
 * Delete: a message sent from the company's side, by its sender or an admin (what the reference
 * server allows). A backend that does not say who sent it (no userId) leaves fromMe to go by.
 */
export function canDelete(message: Message, actor: Actor | null): boolean {
  if (!actor || !message.fromMe || message.isDeleted) return false;
  return message.userId == null || message.userId === actor.id || actor.profile === 'admin';
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
