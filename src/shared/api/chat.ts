import { z } from 'zod';
import { idSchema, pageMeta, textSchema, timestampSchema } from './common';

/** Page sizes of CONTRACT.md "Lists": chats 100, chat messages 10. */
export const CHATS_PAGE_SIZE = 100;
export const CHAT_MESSAGES_PAGE_SIZE = 10;

/** A member of a chat and how many of its messages that member has not read (spec 3 §3 "Chat"). */
export const chatMemberSchema = z.object({
  userId: idSchema,
  unreads: z.coerce.number().catch(0),
  user: z
    .object({ id: idSchema.optional(), name: z.string().catch('') })
    .loose()
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
});
export type ChatMember = z.output<typeof chatMemberSchema>;

/**
 * An internal chat (spec 1 §3, spec 3 §3): a title, its owner (who alone edits or deletes it),
 * its members with their unread counts, and the last message. Deployed backends add owner,
 * companyId and more; the title or the last message may be missing or null.
 */
export const chatSchema = z.object({
  id: idSchema,
  uuid: z.string().catch(''),
  title: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  ownerId: idSchema
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  lastMessage: z
    .string()
    .nullish()
    .catch(null)
    .transform((v) => v ?? ''),
  updatedAt: timestampSchema.catch(''),
  users: z.array(chatMemberSchema).catch([]),
});
export type Chat = z.output<typeof chatSchema>;

/** A message of a chat (spec 3 §3 "Chat message"); `clientId` only from a backend that keeps it (the reference server). */
export const chatMessageSchema = z.object({
  id: idSchema,
  chatId: idSchema,
  senderId: idSchema,
  sender: z
    .object({ name: z.string().catch('') })
    .loose()
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  message: z
    .string()
    .nullish()
    .catch(null)
    .transform((v) => v ?? ''),
  mediaPath: textSchema.catch(null),
  mediaName: textSchema.catch(null),
  clientId: z
    .string()
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  createdAt: timestampSchema,
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

/** GET /chats?searchParam=&pageNumber= (100 a page, most recently active first). */
export const chatPageSchema = z.object({ records: z.array(chatSchema), ...pageMeta });

/** GET /chats/:id/messages?pageNumber= (10 a page; page 1 the newest, each page newest first as deployed). */
export const chatMessagePageSchema = z.object({ records: z.array(chatMessageSchema), ...pageMeta });

/**
 * `company-{id}-chat` (CONTRACT.md "Realtime"). The reference server sends `{action, record}`
 * (create/update), `{action:'delete', id}` and `{action:'new-message', newMessage, chat}`; deployed
 * backends send `new-message` and `update` with `chat` (and `create`/`delete` on per-user event
 * names this client does not need). Every spelling reads as `{action, chat}`,
 * `{action:'new-message', message, chat}` or `{action:'delete', chatId}`.
 */
export const chatEventSchema = z.union([
  z
    .object({ action: z.literal('new-message'), newMessage: chatMessageSchema, chat: chatSchema.nullish().catch(null) })
    .transform(({ newMessage, chat }) => ({ action: 'new-message' as const, message: newMessage, chat: chat ?? null })),
  z
    .object({ action: z.enum(['create', 'update']), record: chatSchema })
    .transform(({ action, record }) => ({ action, chat: record })),
  z.object({ action: z.enum(['create', 'update']), chat: chatSchema }),
  z
    .object({ action: z.literal('delete'), id: idSchema })
    .transform(({ id }) => ({ action: 'delete' as const, chatId: id })),
  z.object({ action: z.literal('delete'), chatId: idSchema }),
]);
export type ChatEvent = z.output<typeof chatEventSchema>;
