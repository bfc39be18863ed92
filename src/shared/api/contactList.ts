import { z } from 'zod';
import { idSchema, pageMeta, timestampSchema } from './common';

/** A contact list (spec 3 §3 "ContactList"): its name and how many entries it holds. */
export const contactListSchema = z.object({
  id: idSchema,
  name: z.string().catch(''),
  contactsCount: z.coerce.number().catch(0),
  companyId: idSchema.optional(),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
});
export type ContactList = z.infer<typeof contactListSchema>;

/** GET /contact-lists/?searchParam=&pageNumber= (spec 3 §7: records, hasMore). */
export const contactListPageSchema = z.object({ records: z.array(contactListSchema), ...pageMeta });

/** An entry of a list (spec 3 §3 "ContactListItem"); isWhatsappValid is the channel's verdict on the number. */
export const contactListItemSchema = z.object({
  id: idSchema,
  name: z.string().catch(''),
  number: z.string().catch(''),
  email: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  isWhatsappValid: z.boolean().catch(false),
  companyId: idSchema.optional(),
  contactListId: idSchema,
});
export type ContactListItem = z.infer<typeof contactListItemSchema>;

/** GET /contact-list-items?searchParam=&pageNumber=&contactListId= (spec 3 §7: contacts, hasMore). */
export const contactListItemPageSchema = z.object({ contacts: z.array(contactListItemSchema), ...pageMeta });

/** `company-{id}-ContactList` (CONTRACT.md CRUD shape): a list made, renamed, recounted or deleted. */
export const contactListEventSchema = z.union([
  z.object({ action: z.enum(['create', 'update']), record: contactListSchema }),
  z.object({ action: z.literal('delete'), id: idSchema }),
]);

/**
 * `company-{id}-ContactListItem` (CONTRACT.md CRUD shape): an entry added, changed or deleted, or
 * (`reload`) many at once, after an import: the list's page is read again.
 */
export const contactListItemEventSchema = z.union([
  z.object({ action: z.enum(['create', 'update']), record: contactListItemSchema }),
  z.object({ action: z.literal('delete'), id: idSchema }),
  z.object({ action: z.literal('reload'), contactListId: idSchema.optional() }).loose(),
]);
