import type { Message } from '@shared/api/message';
import { sendMessage } from './api';
import { addOutgoing, updateOutgoing } from './store';

/** What the composer hands over to be sent (text now; media, vCard and quotes travel the same way). */
export interface OutgoingInput {
  ticketId: number;
  body: string;
  isPrivate?: boolean;
  quotedMsg?: Message | null;
}

/**
 * Sends a message typed here. It shows at once in the conversation ('sending'), carries a client
 * id so a retry cannot post it twice on the reference server, and is replaced by the server's echo.
 * Resolves when the server accepted it; rejects (with the message removed) when it refused it.
 */
export async function sendOutgoing(input: OutgoingInput): Promise<void> {
  const clientId = crypto.randomUUID();
  addOutgoing({
    clientId,
    ticketId: input.ticketId,
    body: input.body,
    isPrivate: input.isPrivate ?? false,
    createdAt: new Date().toISOString(),
    status: 'sending',
  });
  try {
    await sendMessage(input.ticketId, {
      body: input.body,
      clientId,
      ...(input.isPrivate ? { isPrivate: 'true' as const } : {}),
      ...(input.quotedMsg ? { quotedMsg: input.quotedMsg } : {}),
    });
    updateOutgoing(clientId, { status: 'sent' });
  } catch (error) {
    updateOutgoing(clientId, null);
    throw error;
  }
}
