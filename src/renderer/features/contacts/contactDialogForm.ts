import { z } from 'zod';
import type { Contact } from '@shared/api/contact';
import { contactFormSchema, V } from '@shared/domain/forms';

/** An extra field: a name (1–100) and its value (up to 1000), the server's limits. */
const extraInfoSchema = z.object({
  name: z.string().trim().min(1, V.required).max(100, V.tooLong),
  value: z.string().max(1000, V.tooLong),
});

/** The contact dialog: spec 1 §5's name, number and email, and the extra information. */
export const contactDialogSchema = contactFormSchema.extend({ extraInfo: z.array(extraInfoSchema) });
/** The same when the number is masked for this user (LGPD): it goes back as it was read, unchecked. */
export const maskedDialogSchema = contactDialogSchema.extend({ number: z.string() });

export type ContactDialogForm = z.input<typeof contactDialogSchema>;

export function dialogFormOf(contact: Contact | null): ContactDialogForm {
  return {
    name: contact?.name ?? '',
    number: contact?.number ?? '',
    email: contact?.email ?? '',
    extraInfo: (contact?.extraInfo ?? []).map(({ name, value }) => ({ name, value })),
  };
}
