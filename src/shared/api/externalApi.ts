import { z } from 'zod';
import { flagSchema, inputIdSchema } from './input';

/**
 * The fields of POST /api/messages/send (spec 3 §9 "Messages API"), JSON or multipart next to
 * `medias`: the number the message goes to, its text (a caption with files), the user and queue a
 * new ticket gets, the sender's name as a signature, and whether the ticket closes once sent.
 */
export const externalSendBodySchema = z.object({
  // Checked by the handler (ERR_INVALID_NUMBER): deployed backends answer that code, not a field list.
  number: z.string().max(40),
  body: z.string().max(4096).optional(),
  userId: inputIdSchema.nullish(),
  queueId: inputIdSchema.nullish(),
  sendSignature: flagSchema.optional(),
  closeTicket: flagSchema.optional(),
});
export type ExternalSendBody = z.input<typeof externalSendBodySchema>;

/** Deployed backends answer `{mensagem: 'Mensagem enviada'}`; the reference server adds where it went. */
export const externalSendReplySchema = z
  .object({
    mensagem: z.string().catch(''),
    ticketId: z.number().optional().catch(undefined),
    contactId: z.number().optional().catch(undefined),
  })
  .loose();

/**
 * A phone number as the endpoint takes it: formatting dropped ("+55 (65) 99999-0000" →
 * "5565999990000"), then 8 to 20 digits; null when it is not one.
 */
export function externalNumber(text: string): string | null {
  const digits = text.replace(/[\s().+-]/g, '');
  return /^\d{8,20}$/.test(digits) ? digits : null;
}
