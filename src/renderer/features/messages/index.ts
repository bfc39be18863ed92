export { MessagesList } from './MessagesList';
export { type OutgoingMessage } from './store';
// For the composer: the one way to send (see outbox.ts for the contract), the reply-to of a
// ticket, and the quote shown above the composer.
export { sendOutgoing, type OutgoingInput, type SendOutcome } from './outbox';
export { type OutgoingMedia, type QuotedRef } from './outgoing';
// The outbox's send policy, for other conversations that keep the same guarantees (internal chat).
export {
  classifySendFailure,
  retryDelayMs,
  statusAfterFailure,
  statusAfterRestart,
  type OutgoingStatus,
} from './outgoing';
export { useReplyTo, setReplyTo } from './replyTo';
export { ReplyPreview } from './ReplyPreview';
// For the app shell: start the outbox at sign-in so a restored one goes out on any screen.
export { startOutbox } from './outboxRuntime';
