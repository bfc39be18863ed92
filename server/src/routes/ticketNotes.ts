import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ticketRoutes as r } from '@shared/api/routes/tickets';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { ticketNotes, users } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { isAdmin } from '../services/actor';
import { ticketForActor } from '../services/ticketAccess';

type NoteRow = typeof ticketNotes.$inferSelect;

/** Spec 1 §3 "Ticket note": id, note, user {id, name}, createdAt, ticketId, contactId. */
async function noteViews(db: DbOrTx, rows: NoteRow[]) {
  const userIds = [...new Set(rows.map((n) => n.userId).filter((v): v is number => v !== null))];
  const us = userIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
    : [];
  return rows.map((n) => ({
    id: n.id,
    note: n.note,
    userId: n.userId,
    user: us.find((u) => u.id === n.userId) ?? null,
    ticketId: n.ticketId,
    contactId: n.contactId,
    companyId: n.companyId,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  }));
}

/**
 * Ticket notes (spec 1 §7 "Notes"). Whoever sees the ticket reads and writes its notes; a note
 * is deleted by its author or an admin. Another company's note or ticket does not exist (404).
 */
export function registerTicketNoteRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, ctx, r.addNote, async ({ req, body }) => {
    const actor = actorOf(req);
    const t = await ticketForActor(ctx.db, actor, { id: body.ticketId });
    if (body.contactId !== t.contactId)
      throw new HttpError(400, "Invalid body: contactId: not the ticket's contact", {
        fields: { contactId: "not the ticket's contact" },
      });
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(ticketNotes)
      .values({
        note: body.note,
        userId: actor.id,
        contactId: t.contactId,
        ticketId: t.id,
        companyId: actor.companyId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return (await noteViews(ctx.db, [row]))[0];
  });

  // Newest first, as the contact drawer shows them.
  serve(app, ctx, r.notes, async ({ req, query: q }) => {
    const actor = actorOf(req);
    const t = await ticketForActor(ctx.db, actor, { id: q.ticketId });
    const conds = [eq(ticketNotes.ticketId, t.id), eq(ticketNotes.companyId, actor.companyId)];
    if (q.contactId !== undefined) conds.push(eq(ticketNotes.contactId, q.contactId));
    const rows = await ctx.db
      .select()
      .from(ticketNotes)
      .where(and(...conds))
      .orderBy(desc(ticketNotes.createdAt), desc(ticketNotes.id));
    return noteViews(ctx.db, rows);
  });

  serve(app, ctx, r.removeNote, async ({ req, params: { noteId } }) => {
    const actor = actorOf(req);
    const [note] = await ctx.db
      .select()
      .from(ticketNotes)
      .where(and(eq(ticketNotes.id, noteId), eq(ticketNotes.companyId, actor.companyId)));
    if (!note) throw new HttpError(404, 'ERR_NO_TICKETNOTE_FOUND');
    if (note.userId !== actor.id && !isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    await ctx.db.delete(ticketNotes).where(eq(ticketNotes.id, note.id));
    return { message: 'Observação removida' };
  });
}
