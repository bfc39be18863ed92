import { asc, eq, inArray } from 'drizzle-orm';
import { contactCustomFields, contactTags, contacts, tags } from '../db/schema';
import type { DbOrTx } from '../db/types';

type ContactRow = typeof contacts.$inferSelect;

export function tagView(t: typeof tags.$inferSelect) {
  return { id: t.id, name: t.name, color: t.color, kanban: t.kanban };
}

function contactFields(c: ContactRow) {
  return {
    id: c.id,
    uuid: c.uuid,
    name: c.name,
    number: c.number,
    email: c.email,
    profilePicUrl: c.profilePicUrl,
    urlPicture: c.profilePicUrl,
    active: c.active,
    isGroup: c.isGroup,
    channel: c.channel,
    disableBot: c.disableBot,
    acceptAudioMessage: c.acceptAudioMessage,
    lgpdAcceptedAt: c.lgpdAcceptedAt?.toISOString() ?? null,
    whatsappId: c.whatsappId,
    companyId: c.companyId,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Contacts with tags and extraInfo, keyed by id (one query per relation, not per contact). */
export async function loadContactViews(db: DbOrTx, ids: number[]) {
  const out = new Map<number, ContactView>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const rows = await db.select().from(contacts).where(inArray(contacts.id, unique));
  const tagRows = await db
    .select({ contactId: contactTags.contactId, tag: tags })
    .from(contactTags)
    .innerJoin(tags, eq(tags.id, contactTags.tagId))
    .where(inArray(contactTags.contactId, unique))
    .orderBy(asc(tags.name));
  const extra = await db
    .select()
    .from(contactCustomFields)
    .where(inArray(contactCustomFields.contactId, unique))
    .orderBy(asc(contactCustomFields.id));
  for (const c of rows) {
    out.set(c.id, {
      ...contactFields(c),
      tags: tagRows.filter((t) => t.contactId === c.id).map((t) => tagView(t.tag)),
      extraInfo: extra.filter((e) => e.contactId === c.id).map((e) => ({ id: e.id, name: e.name, value: e.value })),
    });
  }
  return out;
}

export type ContactView = ReturnType<typeof contactFields> & {
  tags: ReturnType<typeof tagView>[];
  extraInfo: { id: number; name: string; value: string }[];
};

export async function loadContactView(db: DbOrTx, id: number): Promise<ContactView | null> {
  return (await loadContactViews(db, [id])).get(id) ?? null;
}
