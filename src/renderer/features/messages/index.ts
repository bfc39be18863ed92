export { messagesLocales } from './locales';
export { MessagesList } from './MessagesList';
export { type OutgoingMessage } from './store';
export { sendOutgoing, type OutgoingInput } from './outbox';
