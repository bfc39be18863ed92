import { chatRoutes } from '@shared/api/routes/chats';
import { userRoutes } from '@shared/api/routes/users';
import { call } from '@renderer/api';

/** GET /chats?searchParam=&pageNumber= (100 a page, the caller's chats, most recent first). */
export const fetchChatPage = (page: number, search: string, signal?: AbortSignal) =>
  call(chatRoutes.page, { query: { searchParam: search || undefined, pageNumber: page }, signal });

/** GET /chats/:uuid: a chat the first page of the list does not hold (an address opened directly). */
export const fetchChat = (uuid: string, signal?: AbortSignal) => call(chatRoutes.one, { params: { uuid }, signal });

/** GET /chats/:id/messages (10 a page; page 1 the newest). */
export const fetchChatMessages = (chatId: number, page: number, signal?: AbortSignal) =>
  call(chatRoutes.messages, { params: { chatId }, query: { pageNumber: page }, signal });

/** Users are sent as `{id, name}`, the shape deployed backends read. */
export interface ChatForm {
  title: string;
  users: { id: number; name: string }[];
}

export const createChat = (form: ChatForm) => call(chatRoutes.create, { body: form });
export const updateChat = (chatId: number, form: ChatForm) =>
  call(chatRoutes.update, { params: { chatId }, body: form });
export const deleteChat = (chatId: number) => call(chatRoutes.remove, { params: { chatId }, reply: 'ignore' });

export const sendChatMessage = (chatId: number, message: string, clientId: string) =>
  call(chatRoutes.send, { params: { chatId }, body: { message, clientId } });

export const markChatRead = (chatId: number, userId: number) =>
  call(chatRoutes.read, { params: { chatId }, body: { userId } });

/** The company's users for the dialog's member picker. */
export const fetchUsers = (signal?: AbortSignal) => call(userRoutes.list, { signal });
