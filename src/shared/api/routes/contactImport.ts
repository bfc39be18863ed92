import { z } from 'zod';
import { contactSchema } from '../contact';
import { flagSchema } from '../input';
import { route } from '../route';

/**
 * POST /contactsImport (spec 3 §3 "Contact import row", §7): one spreadsheet row. `tags` is a
 * comma-separated list of tag names (deployed backends split it and create the tags they lack);
 * `validateContact` asks a backend with a live phone to check the number on WhatsApp. extraInfo
 * is the reference server's (deployed ones ignore it).
 */
export const contactImportBodySchema = z.object({
  name: z.string().trim().min(1).max(250),
  number: z.string().trim().min(1).max(80),
  email: z.union([z.email('Invalid email'), z.literal('')]).optional(),
  tags: z.string().max(1000).optional(),
  validateContact: flagSchema.optional(),
  extraInfo: z
    .array(z.object({ name: z.string().trim().min(1).max(100), value: z.string().max(1000) }))
    .max(50)
    .optional(),
});
export type ContactImportBody = z.input<typeof contactImportBodySchema>;

export const contactImportRoutes = {
  /**
   * Creates one contact of a spreadsheet: the number kept as its digits (400 ERR_INVALID_NUMBER
   * outside 8..50), unique in the company. The reference server refuses a number the company
   * already has (400 ERR_DUPLICATED_CONTACT) rather than overwrite that contact; deployed backends
   * update it and answer 200.
   */
  row: route({ method: 'POST', path: '/contactsImport', body: contactImportBodySchema, reply: contactSchema }),
};
