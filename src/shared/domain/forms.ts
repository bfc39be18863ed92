import { z } from 'zod';
import { V } from './validationKeys';

/**
 * Form schemas with the spec's validation rules (spec 1 §5). Messages are i18n keys of the
 * common namespace (validationKeys.ts). The login form's is loginForm.ts, in zod/mini.
 */
export { V };

const name = z.string().trim().min(1, V.required).min(2, V.tooShort).max(50, V.tooLong);
const email = z.string().trim().min(1, V.required).email(V.invalidEmail);
const password = z.string().min(5, V.tooShort).max(50, V.tooLong);

/** Editing one's own profile: the password is optional (blank keeps the current one). */
export const ownProfileFormSchema = z.object({
  name,
  email,
  password: z.union([z.literal(''), password]),
});
export type OwnProfileForm = z.infer<typeof ownProfileFormSchema>;

export const userFormSchema = z.object({ name, email, password });

/**
 * A contact (spec 1 §5): name 2–250 (the longer of the spec's two readings, so no deployed name
 * is refused), number 8–50 digits (what is typed around them — spaces, +, brackets — is dropped),
 * email optional but valid.
 */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, V.required).min(2, V.tooShort).max(250, V.tooLong),
  number: z
    .string()
    .transform((typed) => typed.replace(/\D/g, ''))
    .pipe(z.string().min(1, V.required).min(8, V.tooShort).max(50, V.tooLong)),
  email: z.union([z.literal(''), z.string().trim().email(V.invalidEmail)]),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/** A ticket note (spec 1 §5): required, at least 2 characters. */
export const ticketNoteFormSchema = z.object({
  note: z.string().trim().min(1, V.required).min(2, V.tooShort),
});
export type TicketNoteForm = z.infer<typeof ticketNoteFormSchema>;

/**
 * New ticket (spec 1 §5): a contact, a queue ('Selecione uma fila') and a connection. Ids are
 * kept as the select boxes' strings; messages are keys of the tickets namespace.
 */
export const newTicketFormSchema = z.object({
  contactId: z.string().min(1, 'tickets:newTicket.selectContact'),
  queueId: z.string().min(1, 'tickets:newTicket.selectQueue'),
  whatsappId: z.string().min(1, 'tickets:newTicket.selectConnection'),
});
export type NewTicketForm = z.infer<typeof newTicketFormSchema>;

/** Transfer (spec 1 §5): a queue is required; the user and the message are optional. */
export const transferFormSchema = z.object({
  userId: z.string(),
  queueId: z.string().min(1, 'tickets:transfer.selectQueue'),
  msgTransfer: z.string().max(1000, V.tooLong),
});
export type TransferForm = z.infer<typeof transferFormSchema>;
