import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactRoutes as r } from '@shared/api/routes/contacts';
import { LIMITS } from '@shared/domain/constants';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { likePattern } from '../services/likePattern';
import { contactCustomFields, contactTags, contacts, tickets } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { emitContact, emitTicketDelete } from '../realtime/ticketEvents';
import { isAdmin } from '../services/actor';
import { pickedColumns } from '../services/closeTickets';
import { loadContactView, loadContactViews } from '../services/contactView';
import { insertContact } from '../services/createContact';
import { phoneDigitsOf } from '@shared/domain/phoneSearch';

export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownContact = async (companyId: number, id: number) => {
    const [c] = await ctx.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.companyId, companyId)));
    if (!c) throw new HttpError(404, 'ERR_NO_CONTACT_FOUND');
    return c;
  };

  serve(app, ctx, r.page, async ({ req, query: q }) => {
    const actor = actorOf(req);
    const conds: SQL[] = [eq(contacts.companyId, actor.companyId)];
    const term = q.searchParam?.trim();
    if (term) {
      const like = likePattern(term);
      const parts = [ilike(contacts.name, like), ilike(contacts.number, like), ilike(contacts.email, like)];
      const digits = phoneDigitsOf(term);
      if (digits && digits !== term) parts.push(ilike(contacts.number, `%${digits}%`));
      conds.push(or(...parts)!);
    }
    if (q.contactTag?.length) {
      conds.push(
        sql`exists (select 1 from ${contactTags} where ${contactTags.contactId} = ${contacts.id} and ${inArray(contactTags.tagId, q.contactTag)})`,
      );
    }
    if (q.channel) conds.push(eq(contacts.channel, q.channel));
    if (q.isGroup !== undefined) conds.push(eq(contacts.isGroup, q.isGroup));
    const size = q.limit ?? LIMITS.contactsPageSize;
    const where = and(...conds);
    const rows = await ctx.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(where)
      .orderBy(asc(contacts.name), asc(contacts.id))
      .limit(size)
      .offset((q.pageNumber - 1) * size);
    const [{ n }] = await ctx.db.select({ n: count() }).from(contacts).where(where);
    const views = await loadContactViews(
      ctx.db,
      rows.map((r) => r.id),
    );
    return { contacts: rows.map((r) => views.get(r.id)!), count: n, hasMore: n > q.pageNumber * size };
  });

  serve(app, ctx, r.list, async ({ req }) => {
    const actor = actorOf(req);
    const rows = await ctx.db
      .select({
        id: contacts.id,
        name: contacts.name,
        number: contacts.number,
        email: contacts.email,
        channel: contacts.channel,
        isGroup: contacts.isGroup,
      })
      .from(contacts)
      .where(eq(contacts.companyId, actor.companyId))
      .orderBy(asc(contacts.name));
    return rows;
  });

  serve(app, ctx, r.one, async ({ req, params: { contactId } }) => {
    const actor = actorOf(req);
    await ownContact(actor.companyId, contactId);
    return loadContactView(ctx.db, contactId);
  });

  /**
   * POST /contacts (Whaticket's CreateContactService): the number kept as its digits, unique in
   * the company (400 ERR_DUPLICATED_CONTACT); announced as `contact create`.
   */
  serve(app, ctx, r.create, async ({ req, reply, body }) => {
    const actor = actorOf(req);
    const number = body.number.replace(/\D/g, '');
    if (number.length < 8) throw new HttpError(400, 'ERR_INVALID_NUMBER');
    const now = ctx.now();
    const id = await ctx.db.transaction((tx) =>
      insertContact(
        tx,
        { companyId: actor.companyId, name: body.name, number, email: body.email ?? '', extraInfo: body.extraInfo },
        now,
      ),
    );
    const view = await loadContactView(ctx.db, id);
    if (view) emitContact(ctx.emitter, actor.companyId, 'create', view);
    return reply.status(200).send(view);
  });

  serve(app, ctx, r.update, async ({ req, params: { contactId }, body }) => {
    const actor = actorOf(req);
    const current = await ownContact(actor.companyId, contactId);
    // A user who reads numbers masked (LGPD, spec 1 §6) sends the masked one back with a whole
    // record: it stands for "unchanged", never for a new number.
    if (body.number.includes('*')) body.number = current.number;
    const [dup] = await ctx.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(eq(contacts.companyId, actor.companyId), eq(contacts.number, body.number), ne(contacts.id, contactId)),
      );
    if (dup) throw new HttpError(400, 'ERR_DUPLICATED_CONTACT');
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(contacts)
        .set({ name: body.name, number: body.number, email: body.email ?? '', updatedAt: now })
        .where(eq(contacts.id, contactId));
      if (body.extraInfo) {
        await tx.delete(contactCustomFields).where(eq(contactCustomFields.contactId, contactId));
        if (body.extraInfo.length)
          await tx
            .insert(contactCustomFields)
            .values(body.extraInfo.map((e) => ({ ...e, contactId, createdAt: now, updatedAt: now })));
      }
    });
    const view = await loadContactView(ctx.db, contactId);
    if (view) emitContact(ctx.emitter, actor.companyId, 'update', view);
    return view;
  });

  /** A contact changed by one of its switches, announced like an edit. */
  const setAndAnnounce = async (
    companyId: number,
    contactId: number,
    change: Partial<typeof contacts.$inferInsert>,
  ) => {
    await ctx.db
      .update(contacts)
      .set({ ...change, updatedAt: ctx.now() })
      .where(and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)));
    const view = await loadContactView(ctx.db, contactId);
    if (view) emitContact(ctx.emitter, companyId, 'update', view);
    return view;
  };

  serve(app, ctx, r.block, async ({ req, params: { contactId }, body }) => {
    const actor = actorOf(req);
    await ownContact(actor.companyId, contactId);
    return setAndAnnounce(actor.companyId, contactId, { active: body.active });
  });

  serve(app, ctx, r.toggleAcceptAudio, async ({ req, params: { contactId } }) => {
    const actor = actorOf(req);
    const c = await ownContact(actor.companyId, contactId);
    return setAndAnnounce(actor.companyId, contactId, { acceptAudioMessage: !c.acceptAudioMessage });
  });

  serve(app, ctx, r.toggleDisableBot, async ({ req, params: { contactId } }) => {
    const actor = actorOf(req);
    const c = await ownContact(actor.companyId, contactId);
    return setAndAnnounce(actor.companyId, contactId, { disableBot: !c.disableBot });
  });

  /**
   * DELETE /contacts/{id} (contacts-page:deleteContact, spec 1 §6): admins only. The contact's
   * tickets go with it (their messages and notes too): each is announced as deleted to whoever
   * saw it, so no inbox keeps a conversation that no longer exists.
   */
  serve(app, ctx, r.remove, async ({ req, params: { contactId } }) => {
    const actor = actorOf(req);
    if (!isAdmin(actor)) throw new HttpError(403, 'ERR_NO_PERMISSION');
    await ownContact(actor.companyId, contactId);
    const gone = await ctx.db.transaction(async (tx) => {
      const held = await tx.select(pickedColumns).from(tickets).where(eq(tickets.contactId, contactId));
      await tx.delete(contacts).where(and(eq(contacts.id, contactId), eq(contacts.companyId, actor.companyId)));
      return held;
    });
    for (const t of gone) emitTicketDelete(ctx.emitter, actor.companyId, t);
    ctx.emitter.emit(actor.companyId, 'all', 'contact', { action: 'delete', contactId });
    return { message: 'Contact deleted' };
  });
}
