import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contactListItems, contactLists, contacts, contactTags, tags } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { sandboxWhatsappValid } from '../sandboxWhatsappValid';

/**
 * A campaign addressed to a tag (spec 3 §3 tagListId) and no contact list: as Whaticket does, the
 * tag's contacts (groups left out) become a contact list of their own, named after the tag, which
 * the campaign then sends to; the list shows on /contact-lists like any other. Answers its id.
 */
export async function listFromTag(ctx: AppContext, companyId: number, tagId: number): Promise<number> {
  const [tag] = await ctx.db
    .select({ name: tags.name })
    .from(tags)
    .where(and(eq(tags.id, tagId), eq(tags.companyId, companyId)));
  if (!tag)
    throw new HttpError(400, 'Invalid tagListId: not found in this company', { fields: { tagListId: 'not found' } });
  const now = ctx.now();
  const [list] = await ctx.db
    .insert(contactLists)
    .values({ companyId, name: `Tag ${tag.name}`, createdAt: now, updatedAt: now })
    .returning();
  const people = await ctx.db
    .select({ name: contacts.name, number: contacts.number, email: contacts.email })
    .from(contacts)
    .innerJoin(contactTags, eq(contactTags.contactId, contacts.id))
    .where(and(eq(contactTags.tagId, tagId), eq(contacts.companyId, companyId), eq(contacts.isGroup, false)));
  if (people.length)
    await ctx.db
      .insert(contactListItems)
      .values(
        people.map((p) => {
          const number = p.number.replace(/\D/g, '');
          return {
            companyId,
            contactListId: list.id,
            name: p.name,
            number,
            email: p.email,
            isWhatsappValid: sandboxWhatsappValid(number),
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .onConflictDoNothing();
  ctx.emitter.emit(companyId, 'all', 'contactList', {
    action: 'create',
    record: {
      id: list.id,
      name: list.name,
      contactsCount: people.length,
      companyId,
      createdAt: list.createdAt.toISOString(),
      updatedAt: list.updatedAt.toISOString(),
    },
  });
  return list.id;
}
