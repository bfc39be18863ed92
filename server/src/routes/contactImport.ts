import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactImportRoutes as r } from '@shared/api/routes/contactImport';
import { CONTACT_SPREADSHEETS, numberDigits } from '@shared/domain/contactImport';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { contactTags, tags } from '../db/schema';
import type { Tx } from '../db/types';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { emitContact } from '../realtime/ticketEvents';
import { loadContactView, tagView } from '../services/contactView';
import { insertContact } from '../services/createContact';
import { randomTagColor } from '../services/tagColor';

/**
 * POST /contactsImport (spec 3 "Contact import", §7): one spreadsheet row, posted by the import
 * page one at a time. Any signed-in user may import (the spec gates only the export). The contact
 * and its tags are the caller's company's; a number the company has is refused as a duplicate
 * (never overwritten), so importing the same file twice creates nothing the second time.
 */
export function registerContactImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, ctx, r.row, async ({ req, body }) => {
    const actor = actorOf(req);
    const number = numberDigits(body.number);
    if (
      body.number.includes('*') ||
      number.length < CONTACT_SPREADSHEETS.numberMin ||
      number.length > CONTACT_SPREADSHEETS.numberMax
    )
      throw new HttpError(400, 'ERR_INVALID_NUMBER');
    // validateContact asks for a WhatsApp check: the sandbox channel has no phone to ask, so it is read and let be.
    const now = ctx.now();
    const { id, createdTags } = await ctx.db.transaction(async (tx) => {
      const contactId = await insertContact(
        tx,
        { companyId: actor.companyId, name: body.name, number, email: body.email ?? '', extraInfo: body.extraInfo },
        now,
      );
      // One tag per name, whatever its case ('VIP, vip' is one tag).
      const byKey = new Map<string, string>();
      for (const name of (body.tags ?? '').split(',').map((t) => t.trim()))
        if (name && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
      const names = [...byKey.values()];
      const tagged = await companyTagsNamed(tx, actor.companyId, names, now);
      if (tagged.ids.length) await tx.insert(contactTags).values(tagged.ids.map((tagId) => ({ contactId, tagId })));
      return { id: contactId, createdTags: tagged.created };
    });
    for (const tag of createdTags) ctx.emitter.emit(actor.companyId, 'all', 'tag', { action: 'create', tag });
    const view = await loadContactView(ctx.db, id);
    if (view) emitContact(ctx.emitter, actor.companyId, 'create', view);
    return view;
  });
}

/** The company's tags with these names (any case), the missing ones created (deployed backends findOrCreate them too). */
async function companyTagsNamed(tx: Tx, companyId: number, names: string[], now: Date) {
  if (names.length === 0) return { ids: [], created: [] };
  const lower = names.map((n) => n.toLowerCase());
  const found = await tx
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.companyId, companyId), eq(tags.kanban, 0), inArray(sql`lower(${tags.name})`, lower)));
  const known = new Set(found.map((t) => t.name.toLowerCase()));
  const missing = names.filter((n) => !known.has(n.toLowerCase()));
  const created = missing.length
    ? await tx
        .insert(tags)
        .values(
          missing.map((name) => ({
            companyId,
            name,
            color: randomTagColor(),
            kanban: 0,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning()
    : [];
  return { ids: [...found, ...created].map((t) => t.id), created: created.map(tagView) };
}
