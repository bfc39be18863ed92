export { messagesLocales } from './locales';
export { MessagesList } from './MessagesList';
export { addOutgoing, updateOutgoing, type OutgoingMessage } from './store';
export { sendMessage } from './api';
