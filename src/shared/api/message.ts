import { z } from 'zod';
import { idSchema, pageMeta, textSchema, timestampSchema } from './common';
import { contactSchema } from './contact';

export const MEDIA_TYPES = [
  'chat',
  'extendedTextMessage',
  'image',
  'audio',
  'video',
  'application',
  'document',
  'locationMessage',
  'contactMessage',
  'reactionMessage',
  'call_log',
] as const;

/** Ack values of spec 1 §4: 0 clock, 1 sent, 2 delivered, 3-4 read (audio played), 5 read. */
export const ackSchema = z.coerce.number().int().min(0).max(5).catch(0);

/** Message ids are integers on SaaS 4.x and WhatsApp ids (text) on older backends. */
export const messageIdSchema = z.union([z.number(), z.string()]);

const baseMessage = z.object({
  id: messageIdSchema,
  body: z.string().catch(''),
  fromMe: z.boolean().catch(false),
  ack: ackSchema,
  mediaType: z.string().nullish().transform((v) => v || 'chat'),
  mediaUrl: textSchema,
  isPrivate: z.boolean().catch(false),
  isDeleted: z.boolean().catch(false),
  isEdited: z.boolean().catch(false),
  isForwarded: z.boolean().catch(false),
  createdAt: timestampSchema,
  updatedAt: timestampSchema.optional(),
  ticketId: idSchema,
  contactId: idSchema.nullish(),
  contact: contactSchema.nullish().catch(null),
  queueId: idSchema.nullish(),
  /** Set by Balcão on send so a retried message is recognised (ignored by other backends). */
  clientId: z.string().nullish(),
  /** The attendant who sent it (reference server; decides "own" for editing, spec 1 §4). */
  userId: idSchema.nullish(),
  /** Original file name of a media message (reference server). */
  mediaName: z.string().nullish(),
});

export const quotedMessageSchema = baseMessage.partial().extend({ id: messageIdSchema });

export const messageSchema = baseMessage.extend({
  quotedMsg: quotedMessageSchema.nullish().catch(null),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({ messages: z.array(messageSchema), ...pageMeta });
export type MessagePage = z.infer<typeof messagePageSchema>;

/** JSON body of POST /messages/{ticketId}. isPrivate travels as the string "true" (CONTRACT.md). */
export const sendMessageBodySchema = z.object({
  body: z.string(),
  fromMe: z.boolean().optional(),
  read: z.union([z.boolean(), z.number()]).optional(),
  mediaUrl: z.string().optional(),
  quotedMsg: z.unknown().optional(),
  isPrivate: z.union([z.literal('true'), z.literal('false'), z.boolean()]).optional(),
  vCard: z.unknown().optional(),
  clientId: z.string().max(64).optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** The contact card of POST /messages/{ticketId} `{vCard}` (Whaticket clients send the whole contact). */
export const vCardInputSchema = z.object({ name: z.string(), number: z.string() }).loose();

/** POST /messages/edit/{messageId}. */
export const editMessageBodySchema = z.object({ body: z.string() });

/** POST /message/forward: one message to one contact (the client pauses 900 ms between calls). */
export const forwardMessageBodySchema = z.object({
  messageId: messageIdSchema,
  contactId: idSchema,
  signMessage: z.boolean().optional(),
});
export type ForwardMessageBody = z.infer<typeof forwardMessageBodySchema>;
