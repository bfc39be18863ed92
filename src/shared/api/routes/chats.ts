import { z } from 'zod';
import { chatMessagePageSchema, chatMessageSchema, chatPageSchema, chatSchema } from '../chat';
import { inputIdSchema, okReplySchema, pageNumberSchema, searchParamSchema } from '../input';
import { route } from '../route';

const chatParams = z.object({ chatId: inputIdSchema });
/** Deployed clients send the picked users as objects `{id, name}`; plain ids are accepted too. */
const member = z.union([
  inputIdSchema,
  z
    .object({ id: inputIdSchema })
    .loose()
    .transform((u) => u.id),
]);
// Spec 3 "Internal chat": a title and at least one user.
export const chatBodySchema = z.object({
  title: z.string().trim().min(1, 'Required').max(100, 'Too Long!'),
  users: z.array(member).min(1, 'Required').max(500),
});

/** Internal chat (spec 1 §7 "Internal chat"): the user's chats, their messages, and reading them. */
export const chatRoutes = {
  page: route({
    method: 'GET',
    path: '/chats',
    query: z.object({ searchParam: searchParamSchema, pageNumber: pageNumberSchema }),
    reply: chatPageSchema,
  }),
  /** One chat by its uuid (the address /chats/{uuid}), as deployed backends' show does. */
  one: route({
    method: 'GET',
    path: '/chats/:uuid',
    params: z.object({ uuid: z.uuid() }),
    reply: chatSchema,
  }),
  create: route({ method: 'POST', path: '/chats', body: chatBodySchema, reply: chatSchema }),
  /** The owner only. */
  update: route({ method: 'PUT', path: '/chats/:chatId', params: chatParams, body: chatBodySchema, reply: chatSchema }),
  /** The owner only. */
  remove: route({ method: 'DELETE', path: '/chats/:chatId', params: chatParams, reply: okReplySchema }),
  messages: route({
    method: 'GET',
    path: '/chats/:chatId/messages',
    params: chatParams,
    query: z.object({ pageNumber: pageNumberSchema }),
    reply: chatMessagePageSchema,
  }),
  /** `clientId` makes a resend after a lost reply harmless on a backend that keeps it (this one). */
  send: route({
    method: 'POST',
    path: '/chats/:chatId/messages',
    params: chatParams,
    body: z.object({ message: z.string().trim().min(1, 'Required').max(10_000), clientId: z.uuid().optional() }),
    reply: chatMessageSchema,
  }),
  /** Marks the chat read for the caller (deployed backends read `userId` from the body). */
  read: route({
    method: 'POST',
    path: '/chats/:chatId/read',
    params: chatParams,
    body: z.object({ userId: inputIdSchema.optional() }).loose(),
    reply: chatSchema,
  }),
};
