import type { Message } from '@shared/api/message';
import { messageKind } from './parse/messageKind';

export interface Reaction {
  emoji: string;
  fromMe: boolean;
  /** Who reacted, for the chip's name: the contact's name (their side) or null (the user's side). */
  name: string | null;
}

/**
 * Reactions are messages of their own (reactionMessage: the emoji as body, the reacted message
 * as quotedMsg). Those whose message is loaded become chips on it, the latest per sender (an
 * empty emoji takes a reaction back); the others stay in the list as a line of their own.
 */
export function splitReactions(messages: readonly Message[]): { shown: Message[]; reactions: Map<string, Reaction[]> } {
  const ids = new Set(messages.map((m) => String(m.id)));
  const latest = new Map<string, Map<string, Reaction | null>>();
  const shown: Message[] = [];
  for (const message of messages) {
    const target = message.quotedMsg ? String(message.quotedMsg.id) : null;
    if (messageKind(message) !== 'reaction' || !target || !ids.has(target)) {
      shown.push(message);
      continue;
    }
    const bySender = latest.get(target) ?? new Map<string, Reaction | null>();
    const sender = message.fromMe ? 'me' : `c${message.contactId ?? message.contact?.id ?? ''}`;
    const emoji = message.body.trim();
    bySender.set(sender, emoji ? { emoji, fromMe: message.fromMe, name: message.fromMe ? null : (message.contact?.name ?? null) } : null);
    latest.set(target, bySender);
  }
  const reactions = new Map<string, Reaction[]>();
  for (const [target, bySender] of latest) {
    const list = [...bySender.values()].filter((r): r is Reaction => r !== null);
    if (list.length) reactions.set(target, list);
  }
  return { shown, reactions };
}
