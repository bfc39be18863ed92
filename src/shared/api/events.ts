import { z } from 'zod';
import { idSchema } from './common';
import { contactSchema } from './contact';
import { messageSchema, messageIdSchema } from './message';
import { tagSchema } from './tag';
import { ticketSchema } from './ticket';

export const ticketEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), ticket: ticketSchema }),
  z.object({ action: z.literal('delete'), ticketId: idSchema }),
  z.object({ action: z.literal('updateUnread'), ticketId: idSchema }),
  z.object({ action: z.literal('removeFromList'), ticketId: idSchema }),
]);
export type TicketEvent = z.infer<typeof ticketEventSchema>;

export const appMessageEventSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('create'),
    message: messageSchema,
    ticket: ticketSchema.optional().catch(undefined),
    contact: contactSchema.optional().catch(undefined),
  }),
  z.object({ action: z.literal('update'), message: messageSchema }),
  z.object({
    action: z.literal('delete'),
    message: z.object({ id: messageIdSchema, ticketId: idSchema.optional() }).loose(),
  }),
]);
export type AppMessageEvent = z.infer<typeof appMessageEventSchema>;

export const contactEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), contact: contactSchema }),
  z.object({ action: z.literal('update'), contact: contactSchema }),
  z.object({ action: z.literal('delete'), contactId: idSchema }),
]);
export type ContactEvent = z.infer<typeof contactEventSchema>;

/** On each login the backend announces the user; another session of the same user must end. */
export const authEventSchema = z.object({
  action: z.literal('update'),
  user: z.object({ id: idSchema }).loose(),
});
export type AuthEvent = z.infer<typeof authEventSchema>;

export const userEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), user: z.object({ id: idSchema }).loose() }),
  z.object({ action: z.literal('update'), user: z.object({ id: idSchema }).loose() }),
  z.object({ action: z.literal('delete'), userId: idSchema }),
]);
export type UserEvent = z.infer<typeof userEventSchema>;

/** `company{id}-tag` (no dash): tags created, renamed or deleted; delete also carries tagId. */
export const tagEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), tag: tagSchema }),
  z.object({ action: z.literal('update'), tag: tagSchema }),
  z.object({ action: z.literal('delete'), tagId: idSchema, tag: tagSchema.optional() }),
]);
export type TagEvent = z.infer<typeof tagEventSchema>;
