import { z } from 'zod';
import type { Chat } from '@shared/api/chat';

/** Spec 3 "Internal chat": a title and at least one user; messages are translation keys of the chats namespace. */
export const chatFormSchema = z.object({
  title: z.string().trim().min(1, 'form.required').max(100, 'form.tooLong'),
  userIds: z.array(z.string()).min(1, 'form.usersHint'),
});
export type ChatFormValues = z.input<typeof chatFormSchema>;

/** The dialog's starting values: a new chat is empty; an edited one lists its members but me (the owner is always in). */
export const chatFormOf = (chat: Chat | null, me: number): ChatFormValues => ({
  title: chat?.title ?? '',
  userIds: chat ? chat.users.filter((u) => u.userId !== me).map((u) => String(u.userId)) : [],
});
